import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { donationMessages as m } from '@foundation/contract/donations';
import { trackingMessages } from '@foundation/contract/donation-tracking';
import { cardOrder, createCardTest, pay, type CardTest } from './fixtures/card.ts';
import { createBook, donationByReference, filesUnder, itemsOf, mails, multipart, receipts } from './fixtures/donations.ts';
import { mailWith } from './fixtures/mail.ts';
import { giveByWallet, nextAddress, reviewAs, staffToken, track } from './fixtures/tracking.ts';

/** A JazzCash gift of Rs 1,250 for a handpump, as the Urdu site's receipt form sends it. */
const urduWalletGift = {
  amount: '1250',
  payment_method: 'jazz_cash',
  'donatation_submit[phoneNumber]': '+923004445566',
  'donatation_submit[module_code]': 'DONATION',
  'donatation_submit[category]': 'Handpump',
  'donatation_submit[email]': 'ayesha.siddiqui@example.pk',
};

let c: CardTest;
let token: string;
const scratch = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
beforeAll(async () => {
  c = await createCardTest();
  token = await staffToken(c.t);
});
afterAll(async () => {
  await c.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The PDF's words as a reader's PDF viewer would copy them, on one line. */
function pdfText(bytes: Buffer) {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const staffPdf = (id: number, bearer = token) => c.t.app.inject({ url: `/api/admin/donations/${id}/receipt-pdf`, headers: { authorization: `Bearer ${bearer}` } });

describe('receipt PDF of a verified gift', () => {
  it('is made when staff verify, mailed to the donor, and the same file is downloaded after by donor and staff', async () => {
    const gift = await giveByWallet(c.t, {
      amount: '1234567.50',
      'donatation_submit[firstName]': 'Zainab',
      'donatation_submit[lastName]': 'Ali',
      'donatation_submit[email]': 'zainab@example.pk',
    });
    const before = filesUnder(join(c.t.dataDir, 'private', 'receipt-pdfs'));
    expect((await reviewAs(c.t, token, gift.id, { status: 'verified' })).statusCode).toBe(200);
    const made = filesUnder(join(c.t.dataDir, 'private', 'receipt-pdfs'));
    expect(made.length).toBe(before.length + 1);
    expect((await donationByReference(c.t.app.db, gift.reference)).receiptPdfKey).toMatch(/^receipt-pdfs\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);

    const mail = (await mails(c.t)).find((text) => text.includes(`Subject: Your payment is confirmed - ${gift.reference}`));
    expect(mail).toMatch(new RegExp(`Content-Type: application/pdf; name=receipt-${gift.reference}\\.pdf`));
    expect(mail).toMatch(/Content-Disposition: attachment/);

    const res = await track(c.t, { reference: gift.reference, phone: '0300 1112233' }, { pdf: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${gift.reference}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(res.rawPayload);
    for (const words of [
      'The Foundation',
      'Donation receipt',
      gift.reference,
      'Zainab Ali',
      'Rs 1,234,567.50',
      'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees And Fifty Paisa Only',
      'Orphan Care',
      'JazzCash',
      'Gulberg III, Lahore',
      'Thank you',
    ]) {
      expect(text).toContain(words);
    }

    const again = await track(c.t, { reference: gift.reference, phone: gift.phone }, { pdf: true });
    const forStaff = await staffPdf(gift.id);
    expect(forStaff.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(forStaff.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(filesUnder(join(c.t.dataDir, 'private', 'receipt-pdfs'))).toEqual(made);
  });

  it('names a donor who wrote their name in Urdu in Urdu letters, word by word in their order', async () => {
    const gift = await giveByWallet(c.t, { 'donatation_submit[firstName]': 'عائشہ', 'donatation_submit[lastName]': 'صدیقی' });
    expect((await reviewAs(c.t, token, gift.id, { status: 'verified' })).statusCode).toBe(200);
    const text = pdfText((await staffPdf(gift.id)).rawPayload);
    // pdftotext reads a right-to-left line back in reading order only if each word is drawn in
    // Arabic letters and the first word stands on the right.
    expect(text).toContain('Received from');
    expect(text).toContain('عائشہ صدیقی');
  });

  it('keeps the order of a name begun in Latin letters with an Urdu word in it', async () => {
    const gift = await giveByWallet(c.t, { 'donatation_submit[firstName]': 'Zainab عائشہ', 'donatation_submit[lastName]': 'Ali' });
    expect((await reviewAs(c.t, token, gift.id, { status: 'verified' })).statusCode).toBe(200);
    // pdftotext marks the right-to-left run with embedding controls, left out here.
    const text = pdfText((await staffPdf(gift.id)).rawPayload).replace(/[\u202A-\u202E]/g, '');
    // Drawn as "Zainab عائشہ Ali" reads, left to right: before the algorithm it came out "Ali عائشہ Zainab".
    expect(text).toMatch(/Received from\s+Zainab\s+عائشہ\s*Ali/);
  });

  it('is in Urdu, every word of it, for a gift made from the site in Urdu; amounts as everywhere', async () => {
    const body = multipart({ ...urduWalletGift, 'donatation_submit[firstName]': 'عائشہ', 'donatation_submit[lastName]': 'صدیقی' }, { name: 'receipt_file', filename: 'slip.png', type: 'image/png', content: receipts.png });
    const res = await c.t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: nextAddress(), ...body, headers: { ...body.headers, 'accept-language': 'ur' } });
    expect(res.statusCode, res.body).toBe(200);
    const gift = await donationByReference(c.t.app.db, res.json().reference as string);
    expect(gift.locale).toBe('ur');
    expect((await reviewAs(c.t, token, gift.id, { status: 'verified' })).statusCode).toBe(200);
    // pdftotext marks right-to-left runs with embedding controls, left out here.
    const text = pdfText((await track(c.t, { reference: gift.reference, phone: gift.phone }, { pdf: true })).rawPayload).replace(/[\u202A-\u202E]/g, '');
    const month = new Intl.DateTimeFormat('ur-PK', { timeZone: 'Asia/Karachi', month: 'long' }).format(new Date());
    for (const words of [
      'عطیے کی رسید',
      'حوالہ نمبر',
      gift.reference,
      'تصدیق کی تاریخ',
      month,
      'منجانب',
      'عائشہ صدیقی',
      'رقم',
      'Rs 1,250.00',
      'رقم الفاظ میں',
      'ایک ہزار دو سو پچاس روپے صرف',
      'مد',
      // The welfare category by the Urdu name staff keep for it.
      'ہینڈ پمپ',
      'طریقۂ ادائیگی',
      'JazzCash',
      'آپ کی سخاوت کا تہہ دل سے شکریہ',
      'ضرور درج کریں',
      'فون',
      'ای میل',
    ]) {
      expect(text).toContain(words);
    }
    for (const english of ['Donation receipt', 'Reference', 'Date verified', 'Received from', 'Amount', 'Payment method', 'Thank you', 'Handpump', 'Rupees']) {
      expect(text).not.toContain(english);
    }
    // The mail that carried it was in Urdu too, and named the same file.
    const mail = await mailWith(c.t, gift.reference, 'آپ کی ادائیگی کی تصدیق ہو گئی ہے');
    expect(mail.attachments).toEqual([`receipt-${gift.reference}.pdf`]);
  });

  it('is not ready before a gift is verified, nor for a rejected one, and the wrong phone gets the same 404', async () => {
    const waiting = await giveByWallet(c.t);
    const rejected = await giveByWallet(c.t);
    await reviewAs(c.t, token, rejected.id, { status: 'rejected', note: 'Not found in our statement.' });
    for (const gift of [waiting, rejected]) {
      const res = await track(c.t, { reference: gift.reference, phone: gift.phone }, { pdf: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: trackingMessages.receiptNotReady });
      expect((await staffPdf(gift.id)).statusCode).toBe(409);
    }
    const wrong = await track(c.t, { reference: waiting.reference, phone: '+923009999999' }, { pdf: true });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: trackingMessages.notFound });
    expect((await track(c.t, { reference: 'nope', phone: '' }, { pdf: true })).statusCode).toBe(422);
  });

  it('is for staff only in the back office, and unknown donations are a JSON 404', async () => {
    const gift = await giveByWallet(c.t);
    for (const bearer of ['', 'not-a-token']) expect((await staffPdf(gift.id, bearer)).statusCode).toBe(401);
    for (const id of [424242, 0]) expect((await staffPdf(id)).json()).toEqual({ message: messages.notFound });
  });
});

describe('a card order of several copies of a book', () => {
  it('is charged the price times the copies, and its receipt is made on the first download', async () => {
    const book = await createBook(c.t.app.db, { title: 'Kashf al-Mahjub', price: 900 });
    const order = { module_code: 'BOOK', book_id: book.id, quantity: 2, custom_task: false, total_amount: 1800 };
    const wrong = await pay(c.t, cardOrder({ amount: 900 }, order));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ amount: [m.amountChanged] });

    const res = await pay(c.t, cardOrder({ amount: 1800 }, order));
    expect(res.json()).toMatchObject({ success: true });
    const donation = await donationByReference(c.t.app.db, res.json().reference);
    expect(donation).toMatchObject({ status: 'succeeded', amountPaisa: 180_000, receiptPdfKey: null });
    expect(c.fake.intents.get(donation.stripePaymentIntentId!)).toMatchObject({ amount: 180_000 });
    expect(await itemsOf(c.t.app.db, donation.id)).toMatchObject([{ quantity: 2, amountPaisa: 180_000 }]);

    const first = await track(c.t, { reference: donation.reference, phone: donation.phone }, { pdf: true });
    expect(first.statusCode).toBe(200);
    const text = pdfText(first.rawPayload);
    for (const words of ['Book order receipt', donation.reference, 'Bilal Ahmed', 'Rs 1,800.00', 'One Thousand Eight Hundred Rupees Only', 'Kashf al-Mahjub, 2 copies', 'Card']) {
      expect(text).toContain(words);
    }
    expect((await staffPdf(donation.id)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('two first downloads at once keep one receipt: both get the file that was recorded', async () => {
    const res = await pay(c.t, cardOrder());
    const donation = await donationByReference(c.t.app.db, res.json().reference);
    const before = filesUnder(join(c.t.dataDir, 'private', 'receipt-pdfs')).length;
    const [a, b] = await Promise.all([staffPdf(donation.id), track(c.t, { reference: donation.reference, phone: donation.phone }, { pdf: true })]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.rawPayload.equals(b!.rawPayload)).toBe(true);
    expect(filesUnder(join(c.t.dataDir, 'private', 'receipt-pdfs')).length).toBe(before + 1);
  });
});
