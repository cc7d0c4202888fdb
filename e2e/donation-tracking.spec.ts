import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations, waitsForHydration } from './support/fixtures';
import { receipts } from './support/donations';
import { verifyInBackOffice } from './support/staff';

/** A phone no other test uses, so the back office search finds exactly this gift. */
const uniquePhone = () => `+92301${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** Fills the receipt form as a donor does and sends it; returns the reference it lands on. */
async function give(page: Page, phone: string, amount: string) {
  await page.getByLabel('Amount (PKR)').fill(amount);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByLabel('First name').fill('Bilal');
  await page.getByLabel('E-mail').fill('bilal.ahmed@example.pk');
  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/donation\/confirmation\?reference=FD-[0-9A-Z]{8}$/);
  return new URL(page.url()).searchParams.get('reference')!;
}

test("a JazzCash donor copies the foundation's number, gives with a receipt, lands on a confirmation that shows the reference, later tracks it by reference and phone, sees verified after staff verify it, and downloads the receipt PDF whose text contains the reference and the amount", async ({ page, browser, baseURL }) => {
  test.slow(); // a receipt upload, a back-office review, a PDF and three axe runs on a busy machine
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const phone = uniquePhone();

  await page.goto('/donation?type=DONATION&id=0&title=Schooling');
  await expect(page.getByRole('tab', { name: /Jazz Cash/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('0300 1234567')).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy Jazz Cash number' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(copy).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('03001234567');

  const reference = await give(page, phone, '2500');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your gift is in' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  const gift = page.getByRole('region', { name: 'Your gift' });
  await expect(gift).toContainText('PKR 2,500.00');
  await expect(gift).toContainText('Jazz Cash');
  await expect(gift).toContainText('Received – being checked');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('two working days');
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Back to Welfare' })).toHaveAttribute('href', '/welfare');

  await verifyInBackOffice(page, reference, phone);

  // Later, in another browser: nothing remembered but what the donor kept.
  const later = waitsForHydration(await (await browser.newContext({ baseURL })).newPage());
  await later.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await later.goto('/');
  await later.getByRole('contentinfo').getByRole('link', { name: 'Track my donation' }).click();
  await expect(later.getByRole('heading', { level: 1, name: 'Track my donation' })).toBeVisible();
  await later.getByLabel('Donation reference').fill(reference.toLowerCase());
  await later.getByLabel('Phone number').fill(phone.replace('+92', '0'));
  await later.getByRole('button', { name: 'Track donation' }).click();
  const card = later.getByRole('region', { name: `Donation ${reference}` });
  await expect(card).toContainText('Verified');
  await expect(card).toContainText('PKR 2,500.00');
  expect(await axeViolations(later)).toEqual([]);

  const [download] = await Promise.all([later.waitForEvent('download'), card.getByRole('button', { name: 'Download receipt (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  const file = test.info().outputPath('receipt.pdf');
  await download.saveAs(file);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(reference);
  expect(text).toContain('2,500');
  await later.context().close();
});

test('a campaign gift returns to /donate', async ({ page }) => {
  const { data } = await (await page.request.get('/api/getCampaigns')).json();
  const campaign = data.campaign_list[0] as { id: number; title: string };
  await page.goto('/donate');
  // The campaigns arrive as their section comes into view.
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  const slide = page.getByRole('region', { name: 'Open campaigns' }).getByRole('group').filter({ has: page.getByRole('heading', { name: campaign.title }) });
  await slide.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation\\?type=CAMPAIGN&id=${campaign.id}&`));
  const reference = await give(page, uniquePhone(), '1200');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText('PKR 1,200.00');
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText(campaign.title);
  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test('the tracking page says what is wrong under each field, and has no accessibility violations', async ({ page }) => {
  await page.goto('/track-donation?reference=FD-7K3M9QXA');
  await expect(page.getByLabel('Donation reference')).toHaveValue('FD-7K3M9QXA');
  await page.getByRole('button', { name: 'Track donation' }).click();
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.getByLabel('Phone number').fill('+923001234567');
  await page.getByRole('button', { name: 'Track donation' }).click();
  await expect(page.getByRole('alert')).toContainText('We found no donation with this reference and phone number.');
  expect(await axeViolations(page)).toEqual([]);
});
