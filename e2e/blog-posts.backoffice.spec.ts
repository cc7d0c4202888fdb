import type { APIRequestContext, Page } from '@playwright/test';
import { emptyStates } from '@foundation/contract/messages';
import { test, expect, axeViolations } from './support/fixtures';
import { expectCopyShown, field, fieldGroup, openSection, pngImage, setSwitch, signInToBackOffice, tabTo, toast, unique, uploadDirectly, uploadThroughPicker, visitor, writeRichText } from './support/backoffice';

/** The public blog list once it has answered: its cards, or its empty state. */
async function blogList(page: Page) {
  await page.goto('/blogs');
  const region = page.getByRole('region', { name: 'Blog posts' });
  await expect(region.getByRole('article').or(region.getByText(emptyStates.noBlogs)).first()).toBeVisible();
  return region;
}

test('staff publish a blog post with an image and it appears on /blogs and its detail page', async ({ page, browser, baseURL, request, consoleErrors }) => {
  test.slow(); // an image upload with its copies, two browsers and an axe run on a busy two-core machine
  const title = unique('Evening classes open in Lahore');
  const text = { heading: 'Who can join', before: 'Every class is ', bold: 'free of charge', after: ' and meets after the working day.' };

  await signInToBackOffice(page);
  await openSection(page, 'Blog posts');
  await page.getByRole('link', { name: 'New blog post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeFocused();

  await field(page, 'Title').fill(title);
  await field(page, 'Author').fill('Ayesha Reviewer');
  await field(page, 'Publication date').fill('2025-11-20');
  await uploadThroughPicker(page, 'Image', pngImage('evening-classes.png'));
  await setSwitch(page, 'Published', true);
  await writeRichText(page, 'Text', text);
  // The kit's form, filled in, as staff see it before saving.
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create blog post' }).click();
  await expect(toast(page, 'Blog post created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const image = (await fieldGroup(page, 'Image').getByRole('img').getAttribute('src'))!;
  expect(image).toMatch(/^\/uploads\//);
  await expect(page.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', `/singleBlog?id=${id}`);

  // A visitor finds it on the blog list, dated as staff set it, with its picture.
  const reader = await visitor(browser, baseURL!);
  const list = await blogList(reader.page);
  const card = list.getByRole('article').filter({ has: reader.page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('20 Nov 2025');
  await expect(card).toContainText('Every class is free of charge and meets after the working day.');
  const cardImage = card.locator('img');
  await expect(cardImage).toHaveAttribute('src', image);
  await cardImage.scrollIntoViewIfNeeded();
  await expectCopyShown(cardImage, image);

  // A phone saving data is offered only the smallest copy, in the HTML itself: it never starts the
  // full-size download before the script could say so. Others are offered every width.
  const stem = image.replace(/\.\w+$/, '');
  const light = await (await request.get('/blogs', { headers: { 'save-data': 'on' } })).text();
  expect(light).toMatch(/^<!doctype html>\s*<html data-light-images /i);
  expect(light).toContain(`${stem}-400.webp 400w`);
  expect(light).not.toContain(`${stem}-800.webp`);
  expect(await (await request.get('/blogs')).text()).toContain(`${stem}-1600.webp 1600w`);

  // And reads it in full: the heading and the bold words typed in the editor are there.
  // The link's name carries the title for a screen reader (View More: <title>).
  await card.getByRole('link', { name: /^View More\b/ }).click();
  await expect(reader.page).toHaveURL(`/singleBlog?id=${id}`);
  const article = reader.page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.page).toHaveTitle(`${title} — The Foundation`);
  await expect(article).toContainText('Written by Ayesha Reviewer');
  const body = article.locator('.prose-html');
  await expect(body.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
  await expect(body.locator('strong')).toHaveText(text.bold);
  await expect(body.getByRole('paragraph').filter({ hasText: 'Every class' })).toHaveText('Every class is free of charge and meets after the working day.');
  const hero = article.locator(`img[src="${image}"]`);
  await expectCopyShown(hero, image);
  expect(reader.errors).toEqual([]);
  await reader.close();
  expect(consoleErrors).toEqual([]);
});

/** What a crawler reads: /blogs' HTML as the server sends it, and the sitemap. */
async function crawled(request: APIRequestContext) {
  return { blogs: await (await request.get('/blogs')).text(), sitemap: await (await request.get('/sitemap.xml')).text() };
}

test('a draft is not on the public site until published', async ({ page, browser, baseURL, request, consoleErrors }) => {
  test.slow(); // two browsers, two axe runs
  const title = unique('Plans for the winter appeal');

  await signInToBackOffice(page);
  await openSection(page, 'Blog posts');
  await page.getByRole('link', { name: 'New blog post' }).click();
  await field(page, 'Title').fill(title);
  await field(page, 'Author').fill('Bilal Ahmed');
  // Straight from the field's own upload button this time, without the library.
  await uploadDirectly(page, 'Image', pngImage('winter-appeal.png', 800, 500, [30, 60, 120], [240, 240, 250]));
  // A new post starts as a draft.
  await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await writeRichText(page, 'Text', { heading: 'Blankets first', before: 'We start with ', bold: 'two thousand blankets', after: ' for Quetta.' });
  await page.getByRole('button', { name: 'Create blog post' }).click();
  await expect(toast(page, 'Blog post created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  // A draft has no public page to show.
  await expect(page.getByRole('link', { name: /View on the site/ })).toHaveCount(0);

  // The visitor sees neither the card nor the post, even by its address.
  const reader = await visitor(browser, baseURL!);
  const before = await blogList(reader.page);
  await expect(before.getByRole('heading', { name: title })).toHaveCount(0);
  await reader.page.goto(`/singleBlog?id=${id}`);
  await expect(reader.page.getByRole('heading', { name: 'We could not find that post' })).toBeVisible();
  await expect(reader.page.getByText(title)).toHaveCount(0);
  const hidden = await crawled(request);
  expect(hidden.blogs).not.toContain(title);
  expect(hidden.sitemap).not.toContain(`/singleBlog?id=${id}<`);

  // Staff find the draft in the list by keyboard alone, and publish it.
  await page.getByRole('link', { name: 'Back to blog posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  const search = page.getByLabel('Search blog posts');
  await search.focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`1 blog post matching “${title}”`)).toBeVisible();
  await page.getByLabel('Status').selectOption('Drafts');
  await expect(page).toHaveURL(/published=false/);
  await expect(page.getByText(`1 blog post matching “${title}”`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Bilal Ahmed');
  // The list, searched and filtered, as staff see it.
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Status').focus();
  const open = row.getByRole('link', { name: title });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await tabTo(page, page.getByRole('switch', { name: 'Published' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();
  await expect(page.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', `/singleBlog?id=${id}`);

  // Search engines find it at once: in the HTML the server sends for /blogs, and in the sitemap.
  const shown = await crawled(request);
  expect(shown.blogs).toContain(title);
  expect(shown.sitemap).toContain(`/singleBlog?id=${id}</loc>`);

  // Now the visitor finds it, and its page opens.
  const after = await blogList(reader.page);
  await expect(after.getByRole('heading', { name: title })).toBeVisible();
  await reader.page.goto(`/singleBlog?id=${id}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.page.getByRole('article').locator('strong')).toHaveText('two thousand blankets');
  expect(reader.errors).toEqual([]);
  await reader.close();
  expect(consoleErrors).toEqual([]);
});
