import type { Page } from '@playwright/test';
import type { Book } from '../packages/contract/src/books';
import { test, expect, axeViolations, arriveByLink } from './support/fixtures';

type BooksBody = { data: { book_list: Book[]; category_list: { id: number; title: string }[]; pagination: { total: number } } };

const grid = (page: Page) => page.getByRole('region', { name: 'Find a book' }).getByRole('article');
// Text from the DOM, not innerText: cards off screen are not rendered (content-visibility: auto),
// and innerText of an unrendered card is empty.
const shownTitles = async (page: Page) => (await grid(page).getByRole('heading').allTextContents()).map((t) => t.trim());

test('a reader narrows the library by searching a title', async ({ page }) => {
  await page.goto('/publishing');
  await expect(page).toHaveTitle('Publishing — The Foundation');
  await expect(grid(page).first()).toBeVisible();
  const before = await grid(page).count();
  const target = (await shownTitles(page))[0]!;
  const word = target.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;

  await page.getByLabel('Search by title').fill(word);
  await expect(async () => {
    const titles = await shownTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t.toLowerCase()).toContain(word.toLowerCase());
  }).toPass();
  expect(await grid(page).count()).toBeLessThanOrEqual(before);
  await expect(grid(page).getByRole('heading', { name: target, exact: true })).toBeVisible();
});

test('a reader filters the library by category', async ({ page, request }) => {
  await page.goto('/publishing');
  await expect(grid(page).first()).toBeVisible();
  const all = (await (await request.get('/api/getBooks')).json()) as BooksBody;
  const category = all.data.category_list.find((c) => c.id > 0)!;
  const expected = ((await (await request.get(`/api/getBooks?filter_category=${category.id}`)).json()) as BooksBody).data.book_list.map((b) => b.title);

  await page.getByLabel('Category').selectOption({ label: category.title });
  await expect(grid(page).getByRole('heading')).toHaveText(expected);
  await page.getByLabel('Category').selectOption({ label: 'All categories' });
  await expect(grid(page)).toHaveCount(Math.min(24, all.data.pagination.total));
});

test('Read Now opens the book as a PDF in a new tab', async ({ page, context }) => {
  await page.goto('/publishing');
  const pdf = context.waitForEvent('response', (r) => /\/api\/viewBook\/\d+$/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await grid(page).first().getByRole('link', { name: /Read Now/ }).click();
  expect((await pdf).headers()['content-type']).toBe('application/pdf');
  expect((await popup).url()).toMatch(/\/api\/viewBook\/\d+$/);
});

test('Download offers the book as a file', async ({ page }) => {
  await page.goto('/publishing');
  const download = page.waitForEvent('download');
  await grid(page).first().getByRole('link', { name: /Download/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('Order Hard Copy takes the reader to the donation form for that book, keeping its cover', async ({ page }) => {
  await page.goto('/publishing');
  const card = grid(page).first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const cover = await card.locator('img').getAttribute('src');
  await card.getByRole('link', { name: /Order Hard Copy/ }).click();

  await expect(page).toHaveURL(/\/donation\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe('BOOK');
  expect(url.searchParams.get('title')).toBe(title);
  const id = url.searchParams.get('id');
  expect(id).toMatch(/^\d+$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), `book_image_${id}`)).toBe(cover);
});

test('Load more brings the next page of books until the library is all shown', async ({ page, request }) => {
  const total = ((await (await request.get('/api/getBooks')).json()) as BooksBody).data.pagination.total;
  // The demo library fits in one page of 24: ask the real API for pages of 5 to walk the pages.
  await page.route('**/api/getBooks?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('per_page', '5');
    return route.continue({ url: url.toString() });
  });
  await arriveByLink(page, 'Publishing', '/publishing');
  await expect(grid(page)).toHaveCount(5);
  await expect(page.getByText(`Showing 5 of ${total} books`)).toBeVisible();
  for (let shown = 5; shown < total; shown += 5) {
    await page.getByRole('button', { name: 'Load more books' }).click();
    await expect(grid(page)).toHaveCount(Math.min(shown + 5, total));
  }
  await expect(page.getByRole('button', { name: 'Load more books' })).toHaveCount(0);
  const titles = await shownTitles(page);
  expect(new Set(titles).size).toBe(total);
});

test('the publishing page has its counters and no accessibility violations', async ({ page }) => {
  await page.goto('/publishing');
  await expect(grid(page).first()).toBeVisible();
  const figures = page.getByRole('region', { name: 'Our publishing in figures' });
  await figures.scrollIntoViewIfNeeded();
  await expect(figures.getByRole('term')).toHaveText(['Books Published', 'Books Translate', 'Active Readers']);
  // What the eye sees (the animated figure) ends on the spec's numbers.
  await expect(figures.locator('dd [aria-hidden="true"]')).toHaveText(['100+', '100+', '1,000+']);
  expect(await axeViolations(page)).toEqual([]);
});
