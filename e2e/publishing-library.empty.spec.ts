import { emptyStates } from '../packages/contract/src/messages';
import { test, expect, axeViolations } from './support/fixtures';

test('with no book yet, the library says so and the page carries on', async ({ page }) => {
  await page.goto('/publishing');
  await expect(page.getByText(emptyStates.noBooks)).toBeVisible();
  await expect(page.getByLabel('Search by title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more books' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
