import { test, expect, axeViolations } from './support/fixtures';
import { donor, fillBilling, receipts } from './support/donations';

/** As the page shows money: the same formatter as apps/web/src/features/donations/lib/money.ts. */
const pkr = (n: number) => `PKR ${n.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("a reader orders two hard copies of a book from /publishing in one flow at the book's price", async ({ page }) => {
  test.slow(); // two axe runs and a receipt upload on a busy two-core machine
  await page.setViewportSize({ width: 390, height: 844 });
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/publishing');
  await page.getByRole('region', { name: 'Find a book' }).getByRole('article').first().getByRole('link', { name: /Order Hard Copy/ }).click();
  await expect(page).toHaveURL(/\/donation\?type=BOOK&id=\d+&/);
  const id = new URL(page.url()).searchParams.get('id');
  const book = (await (await page.request.get(`/api/getSpecificBook/${id}`)).json()).data.book_detail as { title: string; price: number };
  const total = (Math.round(book.price * 100) * 2) / 100;
  await expect(page.getByRole('heading', { level: 1, name: 'Order a hard copy' })).toBeVisible();
  const step1 = page.getByRole('form', { name: 'Copies and delivery' });
  await expect(step1.getByRole('img', { name: `Cover of ${book.title}` })).toBeVisible();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveText(/Copies and delivery/);
  await expect(step1.getByText(/per copy/)).toHaveText(`${pkr(book.price)} per copy`);
  expect(await axeViolations(page)).toEqual([]);

  // Going on with nothing filled in: the error toast sits below the sticky header, not over its buttons.
  await step1.getByRole('button', { name: 'Continue to payment' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

  await step1.getByRole('button', { name: 'One copy more' }).click();
  await expect(step1.getByRole('spinbutton', { name: 'Copies' })).toHaveValue('2');
  await expect(step1.getByRole('status', { name: 'Total' })).toHaveText(pkr(total));
  await fillBilling(page, step1);
  expect(await noSidewaysScroll()).toBe(true);
  await step1.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  const amount = page.getByLabel('Book Amount');
  await expect(amount).toHaveValue(pkr(total));
  await expect(amount).not.toBeEditable();
  await page.getByRole('tab', { name: /Bank Transfer/ }).click();
  await page.getByLabel('Phone Number').fill(donor.phone);
  await page.getByLabel('Upload Payment Receipt').setInputFiles(receipts.pdf);
  expect(await noSidewaysScroll()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // A second look at the address loses nothing on either step.
  await page.getByRole('button', { name: 'Back to copies and delivery' }).click();
  await expect(step1.getByLabel('Street Address')).toHaveValue(donor.streetAddress);
  await expect(step1.getByRole('spinbutton', { name: 'Copies' })).toHaveValue('2');
  await step1.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('Phone Number')).toHaveValue(donor.phone);

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/manualPayment') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const response = await answer;
  const sent = response.request().postData() ?? '';
  expect(sent).toMatch(/name="donatation_submit\[quantity\]"\r\n\r\n2\r\n/);
  expect(sent).toMatch(new RegExp(`name="amount"\\r\\n\\r\\n${total}\\r\\n`));
  // The server prices the order itself (price × copies) and accepts it.
  expect(response.status(), await response.text()).toBeLessThan(300);
  expect(await response.json()).toMatchObject({ success: true, reference: expect.stringMatching(/^FD-/) });
});
