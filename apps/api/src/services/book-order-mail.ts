import type { FastifyBaseLogger } from 'fastify';
import type { AdminBookOrder } from '@foundation/contract/admin/book-orders';
import type { Mailer } from '../adapters/mailer.ts';
import { copiesText } from './donation-records.ts';

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

/**
 * Tells the buyer their book order has shipped, with the courier's tracking note, when we know
 * their address. Like every donor mail, a failure never undoes the change: it is logged by
 * reference and error code only.
 */
export function announceShipment(mailer: Mailer, log: FastifyBaseLogger, order: AdminBookOrder) {
  if (!order.email) return;
  mailer.post({ to: order.email, ...compose(order) }, (error) =>
    log.error({ reference: order.reference, code: (error as { code?: string }).code ?? 'unknown' }, 'book shipment e-mail not sent'),
  );
}
