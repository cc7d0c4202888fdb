import { copiesText } from '../../donations/donation-records.ts';
import type { Line, Paragraph } from '../urdu-mail.ts';

/**
 * Every word of the e-mails a donor or a book buyer reads, in English and in Urdu, in one place
 * (the later catalogue of mail words starts from here). The services choose which mail to send and
 * fill in its facts; the sentences live only here.
 */

/** What happened, one mail each: a receipt arrived, a card was charged, staff confirmed all of it or part, or none; a book left. */
export type DonorMailKind = 'received' | 'succeeded' | 'verified' | 'partial' | 'rejected';

/** The facts a donor mail says, already written as they read (amounts through formatMoney). */
export interface DonorMailFacts {
  kind: DonorMailKind;
  book: boolean;
  firstName: string | null;
  /** What was pledged, "Rs 1,500.00". */
  amount: string;
  /** What reached the account, for a partial payment. */
  received: string | null;
  /** Staff's note to the donor, for a rejection. */
  note: string;
  /** The fund the gift is kept in ("Zakat", or each fund with its amount), in the mail's language; null for a book. */
  fund: string | null;
}

/** The lines every donor mail ends with: where to follow the gift, its reference, who writes. */
export interface MailClosing {
  reference: string;
  trackUrl: string;
  book: boolean;
  /** The foundation's name from settings. */
  organisation: string;
}

const enSubjects: Record<DonorMailKind, (book: boolean) => string> = {
  received: (book) => (book ? 'We received your book order and its receipt' : 'We received your receipt'),
  succeeded: (book) => (book ? 'Your book order is paid' : 'Your card donation has gone through'),
  verified: () => 'Your payment is confirmed',
  partial: () => 'Part of your payment has reached us',
  rejected: () => 'We could not confirm your payment',
};

const urSubjects: Record<DonorMailKind, (book: boolean) => string> = {
  received: (book) => (book ? 'ہمیں آپ کا کتاب کا آرڈر اور اس کی رسید موصول ہو گئی ہے' : 'ہمیں آپ کی رسید موصول ہو گئی ہے'),
  succeeded: (book) => (book ? 'آپ کے کتاب کے آرڈر کی ادائیگی ہو گئی ہے' : 'کارڈ سے آپ کا عطیہ موصول ہو گیا ہے'),
  verified: () => 'آپ کی ادائیگی کی تصدیق ہو گئی ہے',
  partial: () => 'آپ کی ادائیگی کا ایک حصہ ہمیں موصول ہو گیا ہے',
  rejected: () => 'ہم آپ کی ادائیگی کی تصدیق نہیں کر سکے',
};

export const donorMailEn = {
  subject: (kind: DonorMailKind, book: boolean) => enSubjects[kind](book),
  greeting: (firstName: string | null, fallback = 'Dear friend,') => (firstName ? `Dear ${firstName},` : fallback),
  /** The paragraph that says what happened. */
  body(f: DonorMailFacts): string[] {
    const what = f.book ? 'book order' : 'donation';
    switch (f.kind) {
      case 'succeeded':
        return [`Thank you for your ${what} of ${f.amount}. Your card payment has gone through.`];
      case 'received':
        return [`Thank you for your ${what} of ${f.amount}. We have received your payment receipt; our team will check it against our account and confirm.`];
      case 'verified':
        return [`We have checked your receipt: your ${what} of ${f.amount} has reached our account. Thank you.`];
      case 'partial':
        // Say what arrived, so the donor can send the rest or ask us.
        return [
          `We have checked your receipt: ${f.received ?? ''} of your ${what} of ${f.amount} has reached our account. ` +
            'Thank you. If you sent more, please reply to this e-mail with your reference.',
        ];
      case 'rejected':
        return [
          `We could not match your receipt for the ${what} of ${f.amount} to a payment in our account. Our team says: ${f.note}`,
          'Please reply to this e-mail with your reference and we will look again.',
        ];
    }
  },
  next: (f: Pick<DonorMailFacts, 'kind' | 'book'> & Partial<Pick<DonorMailFacts, 'fund'>>): string[] => [
    // Zakat may only reach those entitled to it: the donor is told which fund holds their gift.
    ...(f.fund ? [`Fund: ${f.fund}.`] : []),
    ...(f.kind === 'rejected' ? [] : [f.book ? 'Your book will be sent to the address you gave us.' : 'May it be a blessing for you and for those it reaches.']),
  ],
  closing: (c: MailClosing): string[] => [
    `Follow your ${c.book ? 'order' : 'donation'} at any time, with the phone number you gave us:`,
    c.trackUrl,
    '',
    `Your reference: ${c.reference}`,
    'Please quote it if you write to us.',
    '',
    c.organisation,
  ],
  shipped: {
    subject: 'Your book is on its way',
    greetingFallback: 'Dear reader,',
    sent: (title: string | null, copies: number) =>
      `We have sent ${title ? `"${title}"` : 'your book'}, ${copiesText(copies)}, to the address you gave us.`,
    follow: 'To follow the parcel:',
  },
};

/** "your donation of Rs 1,500.00" as the Urdu sentences need it (oblique: followed by کا/کی/کے). */
const urGift = (f: Pick<DonorMailFacts, 'book' | 'amount'>): Line =>
  f.book ? ['کتاب کے لیے آپ کے ', { ltr: f.amount }, ' کے آرڈر'] : ['آپ کے ', { ltr: f.amount }, ' کے عطیے'];

export const donorMailUr = {
  subject: (kind: DonorMailKind, book: boolean) => urSubjects[kind](book),
  /** How every Urdu mail greets: by first name when we have it. */
  greeting: (firstName: string | null, fallback = 'محترم دوست،'): Paragraph => [firstName ? ['محترم ', { auto: firstName }, '،'] : [fallback], ['السلام علیکم!']],
  body(f: DonorMailFacts): Line[] {
    const gift = urGift(f);
    switch (f.kind) {
      case 'succeeded':
        return [[...gift, ' کا تہہ دل سے شکریہ۔ کارڈ کے ذریعے آپ کی ادائیگی کامیابی سے مکمل ہو گئی ہے۔']];
      case 'received':
        return [[...gift, ' کا تہہ دل سے شکریہ۔ ہمیں آپ کی ادائیگی کی رسید موصول ہو گئی ہے؛ ہماری ٹیم اسے ہمارے اکاؤنٹ سے ملا کر اس کی تصدیق کرے گی۔']];
      case 'verified':
        return [['ہم نے آپ کی رسید کی جانچ کر لی ہے: ', ...gift, ' کی رقم ہمارے اکاؤنٹ میں پہنچ گئی ہے۔ آپ کا بہت شکریہ۔']];
      case 'partial':
        return [
          [
            'ہم نے آپ کی رسید کی جانچ کر لی ہے: ',
            ...gift,
            ' میں سے ',
            { ltr: f.received ?? '' },
            ' ہمارے اکاؤنٹ میں پہنچ گئے ہیں۔ آپ کا بہت شکریہ۔ اگر آپ نے اس سے زیادہ رقم بھیجی تھی تو براہِ کرم اپنے حوالہ نمبر کے ساتھ اس ای میل کا جواب دیں۔',
          ],
        ];
      case 'rejected':
        return [
          ['ہم ', ...gift, ' کی رسید کو اپنے اکاؤنٹ میں آنے والی کسی ادائیگی سے نہیں ملا سکے۔'],
          ['ہماری ٹیم کا پیغام: ', { auto: f.note }],
          ['براہِ کرم اپنے حوالہ نمبر کے ساتھ اس ای میل کا جواب دیں، ہم دوبارہ جانچ کریں گے۔'],
        ];
    }
  },
  next: (f: Pick<DonorMailFacts, 'kind' | 'book'> & Partial<Pick<DonorMailFacts, 'fund'>>): Line[] => [
    ...(f.fund ? [['فنڈ: ', { auto: f.fund }, '۔']] : []),
    ...(f.kind === 'rejected' ? [] : [[f.book ? 'آپ کی کتاب آپ کے دیے ہوئے پتے پر بھیج دی جائے گی۔' : 'دعا ہے کہ یہ آپ کے لیے اور اُن سب کے لیے باعثِ برکت ہو جن تک یہ پہنچے۔']]),
  ],
  /** Where to follow the gift, the reference block and the signature every Urdu mail ends with. */
  closing: (c: MailClosing): Paragraph[] => [
    [[c.book ? 'اپنے آرڈر کی کیفیت کسی بھی وقت یہاں دیکھیں (وہ فون نمبر ساتھ رکھیں جو آپ نے ہمیں دیا تھا):' : 'اپنے عطیے کی کیفیت کسی بھی وقت یہاں دیکھیں (وہ فون نمبر ساتھ رکھیں جو آپ نے ہمیں دیا تھا):'], [{ ltr: c.trackUrl }]],
    [['آپ کا حوالہ نمبر: ', { ltr: c.reference }], ['ہمیں لکھتے وقت براہِ کرم یہ حوالہ نمبر ضرور درج کریں۔']],
    [['والسلام،'], [{ auto: c.organisation }]],
  ],
  shipped: {
    subject: 'آپ کی کتاب روانہ کر دی گئی ہے',
    greetingFallback: 'محترم قاری،',
    sent(title: string | null, copies: number): Line {
      const one = copies === 1;
      const sent = `${copies} ${one ? 'نسخہ' : 'نسخے'} آپ کے دیے ہوئے پتے پر روانہ کر ${one ? 'دیا ہے' : 'دیے ہیں'}۔`;
      return title ? ['ہم نے «', { auto: title }, `» کے ${sent}`] : [`ہم نے آپ کی کتاب کے ${sent}`];
    },
    follow: 'پارسل کی ترسیل کا پتا لگانے کے لیے:',
  },
};
