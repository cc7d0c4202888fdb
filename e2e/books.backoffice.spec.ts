import { test, expect } from './support/fixtures';
import { expectCopyShown, field, fieldGroup, openSection, pdfBook, pngImage, setSwitch, signInToBackOffice, toast, unique, uploadDirectly, uploadThroughPicker, visitor, writeRichText } from './support/backoffice';

test('staff add a book with a cover and a PDF and a reader opens it from /publishing', async ({ page, browser, baseURL, consoleErrors }) => {
  test.slow(); // two uploads, two browsers
  const category = unique('Seerah for children');
  const title = unique('Stories of Kindness');
  const pdf = pdfBook('stories-of-kindness.pdf', title);

  await signInToBackOffice(page);
  // The shelf first: a book is always on one.
  await openSection(page, 'Book categories');
  await page.getByRole('link', { name: 'New book category' }).click();
  await field(page, 'Title').fill(category);
  await page.getByRole('button', { name: 'Create book category' }).click();
  await expect(toast(page, 'Book category created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();

  await openSection(page, 'Books');
  await page.getByRole('link', { name: 'New book' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New book' })).toBeFocused();
  await field(page, 'Title').fill(title);
  await field(page, 'Author').fill('Maryam Qureshi');
  await field(page, 'Category').selectOption({ label: category });
  await field(page, 'Price of a printed copy').fill('850');
  await field(page, 'Pages').fill('64');
  await setSwitch(page, 'Published', true);
  await uploadThroughPicker(page, 'Cover image', pngImage('stories-of-kindness-cover.png', 600, 800, [90, 30, 60], [250, 200, 120]));
  await uploadDirectly(page, 'PDF', pdf, 'PDF');
  await writeRichText(page, 'Description', { heading: 'For young readers', before: 'Forty short stories, ', bold: 'read aloud in class', after: ' at our schools.' });
  await page.getByRole('button', { name: 'Create book' }).click();
  await expect(toast(page, 'Book created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/books\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const cover = (await fieldGroup(page, 'Cover image').getByRole('img').getAttribute('src'))!;
  await expect(fieldGroup(page, 'PDF').getByRole('link', { name: /\.pdf$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/publishing');

  // The category now counts the book.
  await openSection(page, 'Book categories');
  await expect(page.getByRole('row').filter({ hasText: category }).getByRole('cell').first()).toHaveText('1');

  // A reader finds it in the library, on its shelf, with its cover, and opens it.
  const reader = await visitor(browser, baseURL!);
  await reader.page.goto('/publishing');
  const library = reader.page.getByRole('region', { name: 'Find a book' });
  await reader.page.getByLabel('Category').selectOption({ label: category });
  const card = library.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText(title);
  await expect(card).toContainText('Maryam Qureshi');
  const coverImage = card.locator('img');
  await coverImage.scrollIntoViewIfNeeded();
  await expect(coverImage).toHaveAttribute('src', cover);
  await expectCopyShown(coverImage, cover);

  const opened = reader.page.context().waitForEvent('response', (r) => r.url().endsWith(`/api/viewBook/${id}`));
  const popup = reader.page.waitForEvent('popup');
  await card.getByRole('link', { name: /^Read Now/ }).click();
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await popup).url()).toMatch(new RegExp(`/api/viewBook/${id}$`));
  // The very file staff uploaded.
  const served = await reader.page.request.get(`/api/viewBook/${id}`);
  expect(Buffer.compare(await served.body(), pdf.buffer)).toBe(0);
  expect(reader.errors).toEqual([]);
  await reader.close();
  expect(consoleErrors).toEqual([]);
});
