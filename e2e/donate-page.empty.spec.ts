import { test, expect, axeViolations } from './support/fixtures';

test('with no campaigns the donate page offers the programmes and a calm note instead of a carousel', async ({ page }) => {
  await page.goto('/donate');
  await expect(page.getByText('There are no open campaigns at the moment.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open campaigns' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Donate to / })).toHaveCount(7);
  expect(await axeViolations(page)).toEqual([]);
});
