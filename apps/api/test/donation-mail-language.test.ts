import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, createCardTest, type CardTest } from './fixtures/card.ts';
import { donationByReference, multipart, receipts, walletGift } from './fixtures/donations.ts';
import { mailWith } from './fixtures/mail.ts';
import { eq } from 'drizzle-orm';
import { books, donations } from '../src/db/schema/index.ts';
import { signInStaff, staffClient, type StaffClient } from './fixtures/back-office.ts';
import { bookOrder } from './fixtures/inbox.ts';

/** A donor who gave from the site in Urdu gets their e-mails in Urdu; everyone else as before. */
let c: CardTest;
let staff: StaffClient;
beforeAll(async () => {
  c = await createCardTest();
  staff = staffClient(c.t, await signInStaff(c.t, 'reviewer@foundation.test'));
});
afterAll(() => c.close());

const LRI = '\u2066';
const PDI = '\u2069';

async function mailAbout(reference: string, subjectPart: string) {
  return mailWith(c.t, reference, subjectPart);
}

let caller = 0;
async function giveByWallet(headers: Record<string, string>, fields: Record<string, string> = {}) {
  const body = multipart({ ...walletGift, 'donatation_submit[email]': 'donor@example.pk', 'donatation_submit[firstName]': 'Hamza', ...fields }, {
    name: 'receipt_file',
    filename: 'receipt.jpg',
    type: 'image/jpeg',
    content: receipts.jpg,
  });
  const res = await c.t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.31.0.${++caller}`, ...body, headers: { ...body.headers, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().reference as string;
}

const review = (id: number, body: object) => staff.post(`/api/admin/donations/${id}/review`, body);

describe('the donor\'s e-mails in the language of the gift', () => {
  it('stores the language of a manual gift and acknowledges it in Urdu, right to left', async () => {
    const reference = await giveByWallet({ 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' });
    expect((await donationByReference(c.t.app.db, reference)).locale).toBe('ur');
    const mail = await mailAbout(reference, 'ہمیں آپ کی رسید موصول ہو گئی ہے');
    expect(mail.subject).toBe(`ہمیں آپ کی رسید موصول ہو گئی ہے - ${LRI}${reference}${PDI}`);
    expect(mail.text).toContain('محترم \u2068Hamza\u2069،');
    expect(mail.text).toContain(`آپ کے ${LRI}Rs 1,500.00${PDI} کے عطیے کا تہہ دل سے شکریہ۔`);
    expect(mail.text).toContain(`آپ کا حوالہ نمبر: ${LRI}${reference}${PDI}`);
    expect(mail.text).not.toMatch(/Thank you|Dear/);
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
    expect(mail.html).toContain('<bdi dir="ltr">Rs 1,500.00</bdi>');
    expect(mail.html).toContain(`<bdi dir="ltr">${reference}</bdi>`);
  });

  it('writes the English mail for any other language, with where to follow the gift', async () => {
    for (const headers of [{}, { 'accept-language': 'en-GB,ur;q=0.5' }] as Record<string, string>[]) {
      const reference = await giveByWallet(headers);
      expect((await donationByReference(c.t.app.db, reference)).locale).toBe('en');
      const mail = await mailAbout(reference, 'We received your receipt');
      expect(mail.html).toBeNull();
      expect(mail.text.trim()).toBe(
        [
          'Dear Hamza,',
          '',
          'Thank you for your donation of Rs 1,500.00. We have received your payment receipt; our team will check it against our account and confirm.',
          'Fund: General (Atiyat).',
          'May it be a blessing for you and for those it reaches.',
          '',
          'Follow your donation at any time, with the phone number you gave us:',
          `http://localhost:3000/track-donation?reference=${reference}`,
          '',
          `Your reference: ${reference}`,
          'Please quote it if you write to us.',
          '',
          'The Foundation',
        ].join('\n'),
      );
    }
  });

  it('verifies and rejects in Urdu for an Urdu gift, with the staff note kept as written', async () => {
    const verifiedRef = await giveByWallet({ 'accept-language': 'ur' });
    const verified = await donationByReference(c.t.app.db, verifiedRef);
    expect((await review(verified.id, { status: 'verified' })).statusCode).toBe(200);
    const confirmed = await mailAbout(verifiedRef, 'آپ کی ادائیگی کی تصدیق ہو گئی ہے');
    expect(confirmed.text).toContain(`ہم نے آپ کی رسید کی جانچ کر لی ہے: آپ کے ${LRI}Rs 1,500.00${PDI} کے عطیے کی رقم ہمارے اکاؤنٹ میں پہنچ گئی ہے۔`);

    const rejectedRef = await giveByWallet({}, { 'donatation_submit[firstName]': '' });
    // The language is the gift's, not the reviewer's: this one was made in English.
    const englishGift = await donationByReference(c.t.app.db, rejectedRef);
    const urduRef = await giveByWallet({ 'accept-language': 'ur' }, { 'donatation_submit[firstName]': '' });
    const urduGift = await donationByReference(c.t.app.db, urduRef);
    const note = 'No payment of Rs 1,500 reached our JazzCash account on that day.';
    for (const gift of [englishGift, urduGift]) expect((await review(gift.id, { status: 'rejected', note })).statusCode).toBe(200);
    expect((await mailAbout(rejectedRef, 'We could not confirm your payment')).text).toContain(`Our team says: ${note}`);
    const rejected = await mailAbout(urduRef, 'ہم آپ کی ادائیگی کی تصدیق نہیں کر سکے');
    expect(rejected.text).toContain('محترم دوست،');
    expect(rejected.text).toContain(`ہماری ٹیم کا پیغام: \u2068${note}\u2069`);
    expect(rejected.html).toContain(`<bdi>${note}</bdi>`);
  });

  it('thanks a card donor in Urdu when the card gift was made in Urdu', async () => {
    const res = await c.t.app.inject({
      method: 'POST',
      url: '/api/stripePayment',
      payload: cardOrder(),
      headers: { 'accept-language': 'ur' },
      remoteAddress: '10.32.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json();
    expect((await donationByReference(c.t.app.db, reference)).locale).toBe('ur');
    const mail = await mailAbout(reference, 'کارڈ سے آپ کا عطیہ موصول ہو گیا ہے');
    expect(mail.text).toContain(`آپ کے ${LRI}Rs 500.00${PDI} کے عطیے کا تہہ دل سے شکریہ۔ کارڈ کے ذریعے آپ کی ادائیگی کامیابی سے مکمل ہو گئی ہے۔`);
  });

  it('tells a buyer who ordered in Urdu that their book has shipped, in Urdu', async () => {
    const order = await bookOrder(c.t, { copies: 3, bookTitle: 'The Garden of Mercy' });
    await c.t.app.db.update(donations).set({ locale: 'ur' }).where(eq(donations.id, order.id));
    const shipped = await staff.patch(`/api/admin/book-orders/${order.id}`, { fulfilment: 'shipped', tracking_note: 'TCS 7731 0042 1189' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await mailAbout(order.reference, 'آپ کی کتاب روانہ کر دی گئی ہے');
    expect(mail.text).toContain('محترم \u2068Zainab Ali\u2069،');
    expect(mail.text).toContain('ہم نے «\u2068The Garden of Mercy\u2069» کے 3 نسخے آپ کے دیے ہوئے پتے پر روانہ کر دیے ہیں۔');
    expect(mail.text).toContain('\u2068TCS 7731 0042 1189\u2069');
    expect(mail.html).toContain('<html lang="ur" dir="rtl">');
  });

  it('tells a donor tracking their gift in Urdu what it was for in Urdu', async () => {
    const order = await bookOrder(c.t, { copies: 2, bookTitle: 'Lights of Guidance' });
    await c.t.app.db.update(books).set({ translations: { ur: { title: 'ہدایت کے چراغ' } } }).where(eq(books.id, order.bookId!));
    const reference = 'FD-7K3M9QXB';
    await c.t.app.db.update(donations).set({ reference }).where(eq(donations.id, order.id));
    const track = (headers: Record<string, string>) =>
      c.t.app.inject({ method: 'POST', url: '/api/donations/track', payload: { reference, phone: order.phone }, headers, remoteAddress: `10.33.0.${++caller}` });
    const inUrdu = await track({ 'accept-language': 'ur' });
    expect(inUrdu.statusCode, inUrdu.body).toBe(200);
    expect(inUrdu.headers.vary).toMatch(/accept-language/i);
    expect(inUrdu.json().data.purpose).toBe('کتاب: ہدایت کے چراغ، 2 نسخے');
    expect((await track({})).json().data.purpose).toBe('Book: Lights of Guidance, 2 copies');
  });
});
