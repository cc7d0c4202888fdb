import { test, expect } from './support/fixtures';
import { donor, fillBilling, receipts } from './support/donations';

test('a reader orders a hard copy of a book through the wizard and the receipt form', async ({ page }) => {
  const res = await page.request.get('/api/getBooks');
  const [book] = (await res.json()).data.book_list as { id: number; title: string; price: number }[];
  expect(book, 'the demo content has a book').toBeTruthy();

  // Where the publishing page's "Order Hard Copy" leads: the receipt form for this book.
  await page.goto(`/donation?type=BOOK&id=${book!.id}&title=${encodeURIComponent(book!.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order a hard copy' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${book!.title}` })).toBeVisible();
  await page.getByRole('link', { name: 'Add delivery address' }).click();

  await expect(page.getByRole('checkbox', { name: new RegExp(book!.title) })).toBeChecked();
  await page.getByRole('button', { name: 'Next Billing Address' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeFocused();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review and Book Order' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/donation\?type=BOOK/);
  await expect(page.getByLabel('Book Amount')).toHaveValue(String(book!.price));
  await expect(page.getByText(donor.streetAddress)).toBeVisible();
  await page.getByRole('tab', { name: /Bank Transfer/ }).click();
  await page.getByLabel('Phone Number').fill(donor.phone);
  await page.getByLabel('Upload Payment Receipt').setInputFiles(receipts.pdf);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your book order has been received' })).toBeVisible();
  await expect(page).toHaveURL(/\/publishing$/);
});
