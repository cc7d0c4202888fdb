import { test, expect, axeViolations } from './support/fixtures';

test('a visitor sees the hotline and e-mail from settings on every page, and a 404 page for a wrong link', async ({ page }) => {
  for (const path of ['/', '/education', '/video&lecture', '/courseDetail1/1']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /Hotline/ })).toBeVisible();
  }
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
});

test('the header links to the live page without claiming that something is on air', async ({ page }) => {
  await page.goto('/');
  const live = page.getByRole('banner').getByRole('link', { name: 'Live stream' });
  await expect(live).toHaveAttribute('href', '/live');
  await expect(live).not.toHaveText(/LIVE/);
  await expect(page.getByRole('banner').locator('.animate-pulse')).toHaveCount(0);
  await live.click();
  await expect(page).toHaveURL(/\/live$/);
});

test('the mobile menu opens with the keyboard and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

test('no page scrolls sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = ['/', '/education', '/publishing', '/welfare', '/donate', '/scouts', '/foundation', '/spirit', '/blogs', '/contact', '/gallery', '/ai', '/courseDetail1/1', '/video&lecture', '/live'];
  const wide: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path} is ${width}px wide`);
  }
  expect(wide).toEqual([]);
});
