import { test, expect, axeViolations } from './support/fixtures';

test('a visitor meets the foundation: its leaders, organisations and 29 members', async ({ page }) => {
  await page.goto('/foundation');
  await expect(page).toHaveTitle(/About the foundation/);
  const leaders = page.getByRole('region', { name: 'Words from our leaders' });
  await expect(leaders.getByRole('blockquote')).toHaveCount(3);
  await expect(leaders.getByText('Founder and spiritual guide')).toBeVisible();

  // The carousel (Swiper) loads as its section comes near.
  await page.getByRole('heading', { name: 'Seven organisations, one purpose' }).scrollIntoViewIfNeeded();
  const organisations = page.getByRole('region', { name: 'Our organisations' });
  await organisations.getByRole('button', { name: 'Pause slideshow' }).click();
  const last = organisations.getByRole('heading', { name: 'Online Academy' });
  await expect(last).not.toBeInViewport();
  await organisations.getByRole('button', { name: 'Previous slide' }).click(); // rewinds to the end
  await expect(last).toBeInViewport();

  await expect(page.getByRole('list', { name: 'Foundation members' }).getByRole('listitem')).toHaveCount(29);
});

test('the gallery wall holds 86 images three times over, with spans of 4, 6 or 8, and opens the gallery', async ({ page }) => {
  await page.goto('/foundation');
  // The wall is built as it comes near.
  await page.getByRole('heading', { name: 'Moments from forty years of service' }).scrollIntoViewIfNeeded();
  const wall = page.getByRole('link', { name: /Open the gallery/ });
  const tiles = wall.locator('[data-tile]');
  await expect(tiles).toHaveCount(258);
  const spans = await tiles.evaluateAll((els) => els.map((el) => getComputedStyle(el).gridRowEnd));
  expect(new Set(spans)).toEqual(new Set(['span 4', 'span 6', 'span 8']));
  const indexes = await tiles.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-tile'))));
  expect(new Set(indexes).size).toBe(86);
  for (let i = 0; i < 86; i++) expect(indexes.filter((n) => n === i)).toHaveLength(3);

  // The same spans on every visit: nothing jumps between renders.
  await page.reload();
  await page.getByRole('heading', { name: 'Moments from forty years of service' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-tile]')).toHaveCount(258);
  const again = await page.locator('[data-tile]').evaluateAll((els) => els.map((el) => getComputedStyle(el).gridRowEnd));
  expect(again).toEqual(spans);

  await page.getByRole('button', { name: 'Pause gallery' }).click();
  await expect(page.getByRole('button', { name: 'Play gallery' })).toBeVisible();
  await page.getByRole('link', { name: /Open the gallery/ }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('the foundation page has no accessibility violations', async ({ page }) => {
  test.slow(); // axe reads every one of the 258 tiles
  await page.goto('/foundation');
  await page.getByRole('heading', { name: 'Moments from forty years of service' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: /Open the gallery/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
