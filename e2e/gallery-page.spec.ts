import { test, expect, axeViolations } from './support/fixtures';
import { scrollThrough } from './support/scroll';

test.describe('the gallery', () => {
  test('a visitor narrows the pictures to one gallery', async ({ page }) => {
    await page.goto('/gallery');
    const filters = page.getByRole('group', { name: 'Filter by gallery' });
    const all = filters.getByRole('button', { name: 'All' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const pictures = page.getByRole('list').filter({ has: page.getByRole('img') }).getByRole('button');
    const total = await pictures.count();
    const second = filters.getByRole('button').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => pictures.count()).toBeLessThan(total);
    await all.click();
    await expect(pictures).toHaveCount(total);
  });

  test('the lightbox works from the keyboard and gives focus back', async ({ page }) => {
    await page.goto('/gallery');
    const pictures = page.getByRole('list').filter({ has: page.getByRole('img') }).getByRole('button');
    const first = pictures.first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/^Picture 1 of \d+/);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(/^Picture 2 of \d+/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(/^Picture (\d+) of \1:/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/gallery');
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
