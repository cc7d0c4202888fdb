import { test, expect, axeViolations } from './support/fixtures';

test('with an empty database the welfare programmes are all there, fixed as they are', async ({ page }) => {
  await page.goto('/welfare');
  await expect(page.getByRole('tab')).toHaveCount(7);
  await expect(page.getByRole('tabpanel', { name: 'Education' }).getByRole('link', { name: 'Contribute Your Portion' })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});
