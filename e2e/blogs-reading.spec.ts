import { test, expect, axeViolations } from './support/fixtures';

test('a visitor opens a post from the blog list and reads it', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page).toHaveTitle('Blogs — The Foundation');
  const first = page.getByRole('region', { name: 'Blog posts' }).getByRole('article').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading').textContent())!.trim();
  await expect(first).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);

  await first.getByRole('link', { name: /View More/ }).click();
  await expect(page).toHaveURL(/\/singleBlog\?id=\d+$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} — The Foundation`);
  await expect(article.getByText(/Written by/)).toBeAttached();
  await expect(article.locator('.prose-html')).not.toBeEmpty();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('a post that does not exist answers with a kind word, never a crash', async ({ page, consoleErrors }) => {
  for (const query of ['?id=999999', '?id=abc', '']) {
    await page.goto(`/singleBlog${query}`);
    await expect(page.getByRole('heading', { name: 'We could not find that post' })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('the blog list has no accessibility violations', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('region', { name: 'Blog posts' }).getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
