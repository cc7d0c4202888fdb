import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isAppPath, localeOfPath } from '@foundation/contract/routes';
import { donations } from '../src/db/schema/index.ts';
import { signInStaff, staffClient, type StaffClient } from './fixtures/back-office.ts';
import { cardOrder, createCardTest, pay, type CardTest } from './fixtures/card.ts';
import { bookOrder } from './fixtures/inbox.ts';
import { mailWith, readMails, type ReadMail } from './fixtures/mail.ts';
import { giveByWallet } from './fixtures/tracking.ts';

/**
 * Mail a donor can act on: a reply reaches the foundation's address from settings (MAIL_FROM is a
 * no-reply address), the subject says what happened, and every mail links to the gift's tracking
 * page with its reference filled in, in the gift's language.
 */
const PUBLIC_URL = 'https://foundation.example.pk';
let c: CardTest;
let staff: StaffClient;
beforeAll(async () => {
  c = await createCardTest({ PUBLIC_URL, MAIL_FROM: 'The Foundation <no-reply@foundation.example.pk>' });
  staff = staffClient(c.t, await signInStaff(c.t, 'reviewer@foundation.test'));
});
afterAll(() => c.close());

const review = (id: number, body: object) => staff.post(`/api/admin/donations/${id}/review`, body);

/** The tracking link in a mail: on this site, the tracking route, in `locale`, with the reference. */
function trackingLinkIn(mail: ReadMail, reference: string, locale: 'en' | 'ur') {
  const links = [...mail.text.matchAll(/https?:\/\/[^\s\u2066-\u2069]+/g)].map((m) => new URL(m[0]));
  const link = links.find((u) => u.searchParams.get('reference') === reference);
  expect(link, `a link with ${reference} in "${mail.subject}"`).toBeDefined();
  expect(link!.origin).toBe(PUBLIC_URL);
  expect(isAppPath(link!.pathname)).toBe(true);
  expect(link!.pathname).toBe(locale === 'ur' ? '/ur/track-donation' : '/track-donation');
  expect(localeOfPath(link!.pathname)).toBe(locale);
  return link!;
}

describe('a rejected donor', () => {
  it('gets a mail from the no-reply sender whose reply goes to the foundation, and can follow the gift', async () => {
    const gift = await giveByWallet(c.t, { 'donatation_submit[email]': 'hamza@example.pk', 'donatation_submit[firstName]': 'Hamza' });
    expect((await review(gift.id, { status: 'rejected', note: 'No payment of Rs 2,000 reached our account that day.' })).statusCode).toBe(200);
    const mail = await mailWith(c.t, gift.reference, 'We could not confirm your payment');
    expect(mail.to).toBe('hamza@example.pk');
    expect(mail.from).toBe('The Foundation <no-reply@foundation.example.pk>');
    expect(mail.replyTo).toBe('info@foundation.example');
    expect(mail.text).toContain('Please reply to this e-mail with your reference and we will look again.');
    trackingLinkIn(mail, gift.reference, 'en');
  });

  it('replies to the address staff keep in settings, as it is when the mail is written', async () => {
    expect((await staff.patch('/api/admin/settings', { company_email: 'donations@foundation.example.pk' })).statusCode).toBe(200);
    const gift = await giveByWallet(c.t, { 'donatation_submit[email]': 'sana@example.pk' });
    expect((await review(gift.id, { status: 'rejected', note: 'The transaction id is not on our statement.' })).statusCode).toBe(200);
    expect((await mailWith(c.t, gift.reference, 'We could not confirm your payment')).replyTo).toBe('donations@foundation.example.pk');
    // The acknowledgement sent when the receipt arrived went out under the same setting.
    expect((await mailWith(c.t, gift.reference, 'We received your receipt')).replyTo).toBe('donations@foundation.example.pk');
    expect((await staff.patch('/api/admin/settings', { company_email: 'info@foundation.example' })).statusCode).toBe(200);
  });
});

describe('every donor mail', () => {
  it('says what happened in its subject, in English and Urdu, with Reply-To and the tracking link', async () => {
    const en = { 'donatation_submit[email]': 'ayesha@example.pk' };
    const received = await giveByWallet(c.t, en);
    const verified = await giveByWallet(c.t, en);
    const partial = await giveByWallet(c.t, en);
    expect((await review(verified.id, { status: 'verified' })).statusCode).toBe(200);
    expect((await review(partial.id, { status: 'verified', received_amount: 1200 })).statusCode).toBe(200);
    const card = await pay(c.t, cardOrder());
    expect(card.statusCode, card.body).toBe(200);
    const order = await bookOrder(c.t, { copies: 2, bookTitle: 'The Garden of Mercy' });
    expect((await staff.patch(`/api/admin/book-orders/${order.id}`, { fulfilment: 'shipped', tracking_note: 'TCS 7731 0042 1189' })).statusCode).toBe(200);

    const expected: [string, string][] = [
      [received.reference, 'We received your receipt'],
      [verified.reference, 'Your payment is confirmed'],
      [partial.reference, 'Part of your payment has reached us'],
      [card.json().reference as string, 'Your card donation has gone through'],
      [order.reference, 'Your book is on its way'],
    ];
    for (const [reference, subject] of expected) {
      const mail = await mailWith(c.t, reference, subject);
      expect(mail.subject).toBe(`${subject} - ${reference}`);
      expect(mail.replyTo).toBe('info@foundation.example');
      trackingLinkIn(mail, reference, 'en');
    }
    // A partial payment is never called confirmed.
    const partialMails = (await readMails(c.t)).filter((m) => m.subject.includes(partial.reference));
    expect(partialMails.map((m) => m.subject)).toEqual([`We received your receipt - ${partial.reference}`, `Part of your payment has reached us - ${partial.reference}`]);
    expect(partialMails[1]!.text).toContain('Rs 1,200.00 of your donation of Rs 2,000.00 has reached our account');
    expect((await mailWith(c.t, verified.reference, 'Your payment is confirmed')).attachments).toEqual([`receipt-${verified.reference}.pdf`]);
  });

  it('in Urdu links to the Urdu tracking page and titles a partial payment as partial', async () => {
    const ur = { 'donatation_submit[email]': 'bilal@example.pk' };
    const partial = await giveByWallet(c.t, ur);
    const rejected = await giveByWallet(c.t, ur);
    for (const gift of [partial, rejected]) await c.t.app.db.update(donations).set({ locale: 'ur' }).where(eq(donations.id, gift.id));
    expect((await review(partial.id, { status: 'verified', received_amount: 500 })).statusCode).toBe(200);
    expect((await review(rejected.id, { status: 'rejected', note: 'رقم ہمارے اکاؤنٹ میں نہیں پہنچی۔' })).statusCode).toBe(200);

    const part = await mailWith(c.t, partial.reference, 'آپ کی ادائیگی کا ایک حصہ ہمیں موصول ہو گیا ہے');
    expect(part.replyTo).toBe('info@foundation.example');
    trackingLinkIn(part, partial.reference, 'ur');
    expect(part.html).toContain(`<bdi dir="ltr">${PUBLIC_URL}/ur/track-donation?reference=${partial.reference}</bdi>`);
    const no = await mailWith(c.t, rejected.reference, 'ہم آپ کی ادائیگی کی تصدیق نہیں کر سکے');
    expect(no.replyTo).toBe('info@foundation.example');
    expect(no.text).toContain('اس ای میل کا جواب دیں');
    trackingLinkIn(no, rejected.reference, 'ur');
  });

  it('signs with the foundation\'s name from settings', async () => {
    expect((await staff.patch('/api/admin/settings', { company_name: 'Al-Noor Trust' })).statusCode).toBe(200);
    const gift = await giveByWallet(c.t, { 'donatation_submit[email]': 'zara@example.pk' });
    expect((await mailWith(c.t, gift.reference, 'We received your receipt')).text.trimEnd()).toMatch(/\n\nAl-Noor Trust$/);
    expect((await staff.patch('/api/admin/settings', { company_name: 'The Foundation' })).statusCode).toBe(200);
  });
});
