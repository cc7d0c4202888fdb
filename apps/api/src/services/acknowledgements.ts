import type { FastifyBaseLogger } from 'fastify';
import { rupees } from '@foundation/contract/common';
import { formatMoney } from '@foundation/contract/money';
import type { Donation } from './donations.ts';
import type { MailAttachment, Mailer } from '../adapters/mailer.ts';
import { isolateLtr, urduClosing, urduGreeting, urduMail, type Line } from './urdu-mail.ts';

type Kind = 'received' | 'succeeded' | 'verified' | 'rejected';

const subjects: Record<Kind, string> = {
  received: 'We received your receipt',
  succeeded: 'Thank you',
  verified: 'Your payment is confirmed',
  rejected: 'We could not confirm your payment',
};

function compose(d: Donation, kind: Kind) {
  const greeting = d.firstName ? `Dear ${d.firstName},` : 'Dear friend,';
  const what = d.moduleCode === 'BOOK' ? 'book order' : 'donation';
  const amount = formatMoney(rupees(d.amountPaisa), { decimals: 'always' });
  const bodies: Record<Kind, string> = {
    succeeded: `Thank you for your ${what} of ${amount}. Your card payment has gone through.`,
    received:
      `Thank you for your ${what} of ${amount}. We have received your payment receipt; ` +
      'our team will check it against our account and confirm.',
    verified:
      d.receivedPaisa === null
        ? `We have checked your receipt: your ${what} of ${amount} has reached our account. Thank you.`
        : // A partial payment: say what arrived, so the donor can send the rest or ask us.
          `We have checked your receipt: ${formatMoney(rupees(d.receivedPaisa), { decimals: 'always' })} of your ${what} of ${amount} has reached our account. ` +
          'Thank you. If you sent more, please reply with your reference.',
    rejected:
      `We could not match your receipt for the ${what} of ${amount} to a payment in our account. ` +
      `Our team says: ${d.reviewNote ?? ''}\nPlease reply to this e-mail with your reference and we will look again.`,
  };
  const body = bodies[kind];
  const next =
    kind === 'rejected' ? '' : d.moduleCode === 'BOOK' ? 'Your book will be sent to the address you gave us.' : 'May it be a blessing for you and for those it reaches.';
  return {
    subject: `${subjects[kind]} - ${d.reference}`,
    text: [greeting, '', body, next, '', `Your reference: ${d.reference}`, 'Please quote it if you write to us.', '', 'The Foundation'].join('\n'),
  };
}

// The donor's mails in Urdu (issue 16), for a gift made from the site in Urdu (the donation's
// `locale`); urdu-mail.ts lays them out right to left.

const urduSubjects: Record<Kind, string> = {
  received: 'ہمیں آپ کی رسید موصول ہو گئی ہے',
  succeeded: 'آپ کا تہہ دل سے شکریہ',
  verified: 'آپ کی ادائیگی کی تصدیق ہو گئی ہے',
  rejected: 'ہم آپ کی ادائیگی کی تصدیق نہیں کر سکے',
};

function composeUrdu(d: Donation, kind: Kind) {
  const amount = { ltr: formatMoney(rupees(d.amountPaisa), { decimals: 'always' }) };
  const book = d.moduleCode === 'BOOK';
  // "your donation of Rs 1,500.00" as the sentences below need it (oblique: followed by کا/کی/کے).
  const gift: Line = book ? ['کتاب کے لیے آپ کے ', amount, ' کے آرڈر'] : ['آپ کے ', amount, ' کے عطیے'];
  const bodies: Record<Kind, Line[]> = {
    succeeded: [[...gift, ' کا تہہ دل سے شکریہ۔ کارڈ کے ذریعے آپ کی ادائیگی کامیابی سے مکمل ہو گئی ہے۔']],
    received: [
      [...gift, ' کا تہہ دل سے شکریہ۔ ہمیں آپ کی ادائیگی کی رسید موصول ہو گئی ہے؛ ہماری ٹیم اسے ہمارے اکاؤنٹ سے ملا کر اس کی تصدیق کرے گی۔'],
    ],
    verified:
      d.receivedPaisa === null
        ? [['ہم نے آپ کی رسید کی جانچ کر لی ہے: ', ...gift, ' کی رقم ہمارے اکاؤنٹ میں پہنچ گئی ہے۔ آپ کا بہت شکریہ۔']]
        : // A partial payment: say what arrived, so the donor can send the rest or ask us.
          [
            [
              'ہم نے آپ کی رسید کی جانچ کر لی ہے: ',
              ...gift,
              ' میں سے ',
              { ltr: formatMoney(rupees(d.receivedPaisa), { decimals: 'always' }) },
              ' ہمارے اکاؤنٹ میں پہنچ گئے ہیں۔ آپ کا بہت شکریہ۔ اگر آپ نے اس سے زیادہ رقم بھیجی تھی تو براہِ کرم اپنے حوالہ نمبر کے ساتھ اس ای میل کا جواب دیں۔',
            ],
          ],
    rejected: [
      ['ہم ', ...gift, ' کی رسید کو اپنے اکاؤنٹ میں آنے والی کسی ادائیگی سے نہیں ملا سکے۔'],
      ['ہماری ٹیم کا پیغام: ', { auto: d.reviewNote ?? '' }],
      ['براہِ کرم اپنے حوالہ نمبر کے ساتھ اس ای میل کا جواب دیں، ہم دوبارہ جانچ کریں گے۔'],
    ],
  };
  const next: Line[] =
    kind === 'rejected'
      ? []
      : book
        ? [['آپ کی کتاب آپ کے دیے ہوئے پتے پر بھیج دی جائے گی۔']]
        : [['دعا ہے کہ یہ آپ کے لیے اور اُن سب کے لیے باعثِ برکت ہو جن تک یہ پہنچے۔']];
  const paragraphs = [urduGreeting(d.firstName, 'محترم دوست،'), [...bodies[kind], ...next], ...urduClosing(d.reference)];
  return { subject: `${urduSubjects[kind]} - ${isolateLtr(d.reference)}`, ...urduMail(paragraphs) };
}

/**
 * E-mails the donor their reference, when we know their address, without making them wait for the
 * mail server. A mail failure never fails the gift: it is logged by reference and error code only
 * (SMTP errors can quote the address).
 */
export function acknowledge(mailer: Mailer, log: FastifyBaseLogger, d: Donation, kind: Kind, attachments?: MailAttachment[]) {
  if (!d.email) return;
  // In the language the donor gave the gift in (issue 16); English as it always was otherwise.
  const message = d.locale === 'ur' ? composeUrdu(d, kind) : compose(d, kind);
  mailer.post({ to: d.email, ...message, ...(attachments?.length ? { attachments } : {}) }, (error) =>
    log.error({ reference: d.reference, code: (error as { code?: string }).code ?? 'unknown' }, 'donation e-mail not sent'),
  );
}
