import { test, expect, axeViolations } from './support/fixtures';

test('a news item that does not exist answers with a kind word and a way home', async ({ page, consoleErrors }) => {
  await page.goto('/SingleNewsEventPage/1/2026-11-07');
  await expect(page.getByRole('heading', { name: 'We could not find that news item' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to the home page' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});
