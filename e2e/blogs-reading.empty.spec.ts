import { emptyStates } from '../packages/contract/src/messages';
import { test, expect, axeViolations } from './support/fixtures';

test('with no post yet, the blog says so', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByText(emptyStates.noBlogs)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
