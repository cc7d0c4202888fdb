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
