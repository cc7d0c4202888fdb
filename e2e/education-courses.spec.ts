import { test, expect, axeViolations } from './support/fixtures';

test('a visitor browses the courses on the education page and opens one', async ({ page }) => {
  await page.goto('/education');
  await expect(page).toHaveTitle('Education — The Foundation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Real impact' })).toBeVisible();

  const courses = page.getByRole('region', { name: 'All courses' }).getByRole('article');
  await expect(courses.first()).toBeVisible();
  const first = courses.first();
  await expect(first).toContainText(/\d+ hours?/);
  await expect(first).toContainText(/[\d,]+ enrolled/);
  const title = (await first.getByRole('heading').textContent())!.trim();
  const image = await first.locator('img').getAttribute('src');

  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/courseDetail1\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = page.url().split('/').pop();
  expect(await page.evaluate((key) => localStorage.getItem(key), `course_image_${id}`)).toBe(image);
});

test('the education counters count up to their figures once scrolled into view', async ({ page }) => {
  await page.goto('/education');
  const figures = page.getByRole('region', { name: 'Our education in figures' });
  await figures.scrollIntoViewIfNeeded();
  await expect(figures.locator('dd [aria-hidden="true"]')).toHaveText(['2025', '50+', '140+', '80%']);
});

test('the floating publishing badge explains itself on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/education');
  const badge = page.getByRole('link', { name: 'Our publishing house' });
  const tip = page.getByRole('tooltip');
  await expect(tip).toHaveCSS('opacity', '0');

  await badge.hover();
  await expect(tip).toHaveCSS('opacity', '1');
  await page.mouse.move(600, 300);
  await expect(tip).toHaveCSS('opacity', '0');

  await badge.focus();
  await expect(tip).toHaveCSS('opacity', '1');
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCSS('opacity', '0');

  await badge.click();
  await expect(page).toHaveURL(/\/publishing$/);
});

test('the education page has no accessibility violations', async ({ page }) => {
  await page.goto('/education');
  await expect(page.getByRole('region', { name: 'All courses' }).getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
