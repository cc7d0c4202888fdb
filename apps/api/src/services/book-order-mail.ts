import type { FastifyBaseLogger } from 'fastify';
import type { AdminBookOrder } from '@foundation/contract/admin/book-orders';
import type { Mailer } from '../adapters/mailer.ts';
import type { ContentLocale } from '../lib/content-language.ts';
import { copiesText } from './donation-records.ts';
import { isolateLtr, urduClosing, urduGreeting, urduMail, type Line } from './urdu-mail.ts';

function compose(order: AdminBookOrder) {
  const greeting = order.buyer_name ? `Dear ${order.buyer_name},` : 'Dear reader,';
  const book = order.book_title ? `"${order.book_title}"` : 'your book';
  return {
    subject: `Your book is on its way - ${order.reference}`,
    text: [
      greeting,
      '',
      `We have sent ${book}, ${copiesText(order.copies)}, to the address you gave us.`,
      '',
      'To follow the parcel:',
      order.tracking_note,
      '',
      `Your reference: ${order.reference}`,
      'Please quote it if you write to us.',
      '',
      'The Foundation',
    ].join('\n'),
  };
}

/** The same news in Urdu, for an order placed from the site in Urdu (issue 16). */
function composeUrdu(order: AdminBookOrder) {
  const one = order.copies === 1;
  const copies = `${order.copies} ${one ? 'نسخہ' : 'نسخے'} آپ کے دیے ہوئے پتے پر روانہ کر ${one ? 'دیا ہے' : 'دیے ہیں'}۔`;
  const sent: Line = order.book_title ? ['ہم نے «', { auto: order.book_title }, `» کے ${copies}`] : [`ہم نے آپ کی کتاب کے ${copies}`];
  const paragraphs = [
    urduGreeting(order.buyer_name, 'محترم قاری،'),
    [sent],
    [['پارسل کی ترسیل کا پتا لگانے کے لیے:'], [{ auto: order.tracking_note }]],
    ...urduClosing(order.reference),
  ];
  return { subject: `آپ کی کتاب روانہ کر دی گئی ہے - ${isolateLtr(order.reference)}`, ...urduMail(paragraphs) };
}

/**
 * Tells the buyer their book order has shipped, with the courier's tracking note, when we know
 * their address. Like every donor mail, a failure never undoes the change: it is logged by
 * reference and error code only.
 */
export function announceShipment(mailer: Mailer, log: FastifyBaseLogger, order: AdminBookOrder, locale: ContentLocale = 'en') {
  if (!order.email) return;
  // In the language the order was placed in (issue 16); English as it always was otherwise.
  mailer.post({ to: order.email, ...(locale === 'ur' ? composeUrdu(order) : compose(order)) }, (error) =>
    log.error({ reference: order.reference, code: (error as { code?: string }).code ?? 'unknown' }, 'book shipment e-mail not sent'),
  );
}
