import { emptyStates } from '@foundation/contract/common';
import { test, expect } from './support/fixtures';

test('before any lecture or playlist is published the media page says so plainly', async ({ page }) => {
  await page.goto('/video&lecture');
  await expect(page.getByText(emptyStates.noVideo)).toBeVisible();
  await page.getByRole('region', { name: 'Watch our gatherings' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(emptyStates.noPlaylist)).toBeVisible();
});
