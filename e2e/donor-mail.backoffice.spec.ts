import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, waitsForHydration } from './support/fixtures';
import { pngImage, signInToBackOffice, unique } from './support/backoffice';
import { messageTo } from './support/mailbox';
import { verifyInBackOffice } from './support/staff';

/**
 * Mail a donor can act on: the reply to a rejection reaches the foundation, every mail's link opens
 * the tracking page with the gift's reference filled in, and an Urdu donor's receipt is in Urdu.
 */
const catalogue = (lang: 'en' | 'ur') => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'apps/web/messages/manual', `${lang}.json`), 'utf8')) as Record<string, string>;
const en = catalogue('en');
const ur = catalogue('ur');

let donors = 0;
/** A wallet gift with a receipt, as the public form sends it, from the site in `lang`. */
async function give(request: APIRequestContext, lang: 'en' | 'ur') {
  const n = ++donors;
  const phone = `+92302${String((Date.now() + n * 7919) % 10_000_000).padStart(7, '0')}`;
  const email = `${unique('donor').replace(/\s+/g, '-')}@example.pk`;
  const res = await request.post('/api/manualPayment', {
    headers: lang === 'ur' ? { 'accept-language': 'ur-PK,ur' } : {},
    multipart: {
      amount: '1800',
      payment_method: 'jazz_cash',
      'donatation_submit[phoneNumber]': phone,
      'donatation_submit[email]': email,
      'donatation_submit[firstName]': lang === 'ur' ? 'عائشہ' : 'Hamza',
      'donatation_submit[module_code]': 'DONATION',
      'donatation_submit[custom_task]': 'true',
      'donatation_submit[custom_task_amount]': '1800',
      receipt_file: pngImage(`slip-${n}.png`, 40, 30, [20 * n, 80, 120], [200, 30 * n, 40]),
    },
  });
  expect(res.status()).toBe(200);
  return { reference: (await res.json()).reference as string, phone, email };
}

/** The tracking link a mail carries, opened where this test's server runs (mail links name PUBLIC_URL). */
function trackingLinkIn(body: string, reference: string) {
  const url = new RegExp(`https?://\\S+/track-donation\\?reference=${reference}`).exec(body)?.[0];
  expect(url, 'the mail links to the gift').toBeTruthy();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

/** The donor, later, in a browser of their own: opens the link, types only their phone, and sees the gift. */
async function followLink(browser: Browser, baseURL: string, link: string, phone: string, words: Record<string, string>) {
  const page = waitsForHydration(await (await browser.newContext({ baseURL })).newPage());
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: words.manual_track_title })).toBeVisible();
  const reference = new URLSearchParams(link.split('?')[1]).get('reference')!;
  await expect(page.getByLabel(words.manual_track_reference!)).toHaveValue(reference);
  await page.getByLabel(words.manual_track_phone!, { exact: true }).fill(phone);
  await page.getByRole('button', { name: words.manual_track_submit }).click();
  const card = page.getByRole('region', { name: words.manual_tracked_heading!.replace('{reference}', reference) });
  await expect(card).toBeVisible();
  return { page, card };
}

async function reject(page: Page, reference: string, phone: string, note: string) {
  await signInToBackOffice(page);
  await page.getByLabel('Search donations').fill(phone);
  await page.getByLabel('Search donations').press('Enter');
  await page.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason for rejecting (the donor is told)').fill(note);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  // A decided gift has no Reject button left: the review is saved.
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
}

test('a rejected donor replies to the e-mail and reaches the foundation, and its link shows them the gift', async ({ page, request, browser, baseURL }) => {
  test.slow(); // a back-office review and two browsers on a busy machine
  const foundation = ((await (await request.get('/api/settings')).json()) as { data: { company_email: string } }).data.company_email;
  const gift = await give(request, 'en');

  // The first mail, on arrival, already links to the gift.
  const received = await messageTo(gift.email, `We received your receipt - ${gift.reference}`);
  expect(received.replyGoesTo).toBe(foundation);
  const firstLink = trackingLinkIn(received.body, gift.reference);

  const note = 'No payment of Rs 1,800 reached our JazzCash account that day.';
  await reject(page, gift.reference, gift.phone, note);
  const rejected = await messageTo(gift.email, `We could not confirm your payment - ${gift.reference}`);
  expect(rejected.body).toContain('Please reply to this e-mail with your reference');
  // The sender is the no-reply address; the donor's reply goes to the foundation's, from settings.
  expect(rejected.from).not.toContain(foundation);
  expect(rejected.replyTo).toBe(foundation);
  expect(rejected.replyGoesTo).toBe(foundation);

  const link = trackingLinkIn(rejected.body, gift.reference);
  expect(link).toBe(firstLink);
  const { page: donor, card } = await followLink(browser, baseURL!, link, gift.phone, en);
  await expect(card).toContainText(en.manual_status_rejected!);
  await expect(card).toContainText(note);
  await donor.context().close();
});

test("an Urdu donor's mails link to the Urdu tracking page, and the receipt they download there is in Urdu", async ({ page, request, browser, baseURL }) => {
  test.slow(); // a back-office review, a PDF and two browsers on a busy machine
  const gift = await give(request, 'ur');
  await verifyInBackOffice(page, gift.reference, gift.phone);
  const confirmed = await messageTo(gift.email, `آپ کی ادائیگی کی تصدیق ہو گئی ہے`);
  expect(confirmed.subject).toContain(gift.reference);
  const link = trackingLinkIn(confirmed.body, gift.reference);
  expect(link.startsWith('/ur/track-donation?')).toBe(true);

  const { page: donor, card } = await followLink(browser, baseURL!, link, gift.phone, ur);
  await expect(card).toContainText(ur.manual_status_verified!);
  const [download] = await Promise.all([donor.waitForEvent('download'), card.getByRole('button', { name: ur.manual_receipt_download }).click()]);
  const file = test.info().outputPath('receipt-ur.pdf');
  await download.saveAs(file);
  // pdftotext marks right-to-left runs with embedding controls, left out here.
  const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202A-\u202E]/g, '').replace(/\s+/g, ' ');
  for (const words of ['عطیے کی رسید', 'حوالہ نمبر', gift.reference, 'منجانب', 'عائشہ', 'Rs 1,800.00', 'ایک ہزار آٹھ سو روپے صرف', 'طریقۂ ادائیگی', 'آپ کی سخاوت کا تہہ دل سے شکریہ']) {
    expect(text).toContain(words);
  }
  expect(text).not.toContain('Donation receipt');
  await donor.context().close();
});
