import { test, expect, axeViolations } from './support/fixtures';

test('on a fresh site the foundation page shows its people and its 258-tile gallery wall', async ({ page }) => {
  test.slow(); // axe reads every one of the 258 tiles
  await page.goto('/foundation');
  await expect(page.getByRole('list', { name: 'Foundation members' }).getByRole('listitem')).toHaveCount(29);
  await page.getByRole('heading', { name: 'Moments from forty years of service' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-tile]')).toHaveCount(258);
  expect(await axeViolations(page)).toEqual([]);
});
