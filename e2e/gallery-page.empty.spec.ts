import { emptyStates } from '@foundation/contract/messages';
import { test, expect, axeViolations } from './support/fixtures';

test('with no pictures the gallery says "No Record Found..."', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByText(emptyStates.noRecord, { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter by gallery' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
