import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * Moving between pages (decision 23): each page's code loads when a link leads to it. Until it has
 * arrived the visitor keeps the page they are on, with a loading bar; a page whose code cannot
 * load says so, with a way on, instead of going blank.
 */

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a link to a page whose code is slow keeps the current page under a loading bar, then opens it at the top', async ({ page }) => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/publishing-[\w-]{8}\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/');
  await page.mouse.wheel(0, 600);
  await header(page).getByRole('link', { name: 'Publishing' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Foundation: soul guidance/ })).toBeAttached();
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Books for every heart and every home' })).toBeVisible();
  await expect(page).toHaveURL(/\/publishing$/);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Publishing' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Back returns to the home page, whose code is already here.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Foundation: soul guidance/ })).toBeVisible();
});

test('a page whose code cannot load says so and offers Reload and Home', async ({ page }) => {
  await page.route(/\/assets\/gallery-[\w-]{8}\.js$/, (route) => route.abort());
  await page.goto('/education');
  await header(page).getByRole('link', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Foundation: soul guidance/ })).toBeVisible();
});
