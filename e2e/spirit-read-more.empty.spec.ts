import { test, expect, axeViolations } from './support/fixtures';

test('on a fresh site the spirituality page reads the same', async ({ page }) => {
  await page.goto('/spirit');
  await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Spirituality team' }).getByRole('listitem')).toHaveCount(29);
  expect(await axeViolations(page)).toEqual([]);
});
