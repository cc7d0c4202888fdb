import type { AdminBookOrder } from '@foundation/contract/admin/book-orders';
import type { ContentLocale } from '../../lib/content-language.ts';
import { donorMailEn, donorMailUr, type MailClosing } from '../mail/words/donor-mail.ts';
import { postPublicMail, trackingUrl, type House, type PublicMailDeps } from '../mail/public-mail.ts';
import { isolateLtr, urduMail } from '../mail/urdu-mail.ts';

function compose(order: AdminBookOrder, closing: MailClosing) {
  const w = donorMailEn;
  return {
    subject: `${w.shipped.subject} - ${order.reference}`,
    text: [
      w.greeting(order.buyer_name, w.shipped.greetingFallback),
      '',
      w.shipped.sent(order.book_title, order.copies),
      '',
      w.shipped.follow,
      order.tracking_note,
      '',
      ...w.closing(closing),
    ].join('\n'),
  };
}

/** The same news in Urdu, for an order placed from the site in Urdu. */
function composeUrdu(order: AdminBookOrder, closing: MailClosing) {
  const w = donorMailUr;
  const paragraphs = [
    w.greeting(order.buyer_name, w.shipped.greetingFallback),
    [w.shipped.sent(order.book_title, order.copies)],
    [[w.shipped.follow], [{ auto: order.tracking_note }]],
    ...w.closing(closing),
  ];
  return { subject: `${w.shipped.subject} - ${isolateLtr(order.reference)}`, ...urduMail(paragraphs) };
}

/**
 * Tells the buyer their book order has shipped, with the courier's tracking note, when we know
 * their address. Like every donor mail, it links to the order's tracking page, replies reach the
 * foundation, and a failure never undoes the change: it is logged by reference and error code only.
 */
export function announceShipment(deps: PublicMailDeps, order: AdminBookOrder, locale: ContentLocale = 'en') {
  if (!order.email) return;
  const to = order.email;
  const write = ({ organisation }: House) => {
    const closing: MailClosing = { reference: order.reference, trackUrl: trackingUrl(deps.publicUrl, locale, order.reference), book: true, organisation };
    return { to, ...(locale === 'ur' ? composeUrdu(order, closing) : compose(order, closing)) };
  };
  postPublicMail(deps, locale, write, (error) =>
    deps.log.error({ reference: order.reference, code: (error as { code?: string }).code ?? 'unknown' }, 'book shipment e-mail not sent'),
  );
}
