import { test, expect, axeViolations } from './support/fixtures';

test('on a fresh site the scouts page and its Join Us form are all there', async ({ page }) => {
  await page.goto('/scouts');
  await expect(page.getByRole('form', { name: 'Join Us form' }).getByRole('button', { name: 'Join Us' })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
});
