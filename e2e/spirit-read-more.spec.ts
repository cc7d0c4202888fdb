import { test, expect, axeViolations } from './support/fixtures';

test('a seeker reads the thirteen passages one "Read more" at a time', async ({ page }) => {
  await page.goto('/spirit');
  await expect(page).toHaveTitle(/Spirituality/);
  const path = page.getByRole('region', { name: 'Thirteen steps on the road of remembrance' });
  const passages = path.getByRole('article');
  await expect(passages).toHaveCount(1);
  const more = path.getByRole('button', { name: 'Read more' });
  for (let shown = 2; shown <= 13; shown++) {
    await more.click();
    await expect(passages).toHaveCount(shown);
    // Focus moves to the passage just revealed, so it is read out next.
    await expect(passages.nth(shown - 1)).toBeFocused();
  }
  await expect(more).toHaveCount(0);
  await expect(passages.last()).toContainText('Beginning the journey');
});

test('the spirituality team of 29 opens with the person whose id is 28', async ({ page }) => {
  await page.goto('/spirit');
  const team = page.getByRole('list', { name: 'Spirituality team' }).getByRole('listitem');
  await expect(team).toHaveCount(29);
  await expect(team.first()).toHaveAttribute('data-person-id', '28');
  await expect(team.first()).toContainText('Spiritual guide (murshid)');
  await expect(team.nth(1)).toHaveAttribute('data-person-id', '1');
});

test('the spirituality page has no accessibility violations', async ({ page }) => {
  await page.goto('/spirit');
  await page.getByRole('button', { name: 'Read more' }).click();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
