import { href } from '../../../lib/routes';
import type { DonationQuery } from './donation-query';

/** The same gift on the other payment page, keeping what the welfare card sent (is_donation, course_id). */
const carried = (q: DonationQuery) => ({
  type: q.type,
  id: q.id,
  is_donation: q.type === 'DONATION' ? 'true' : undefined,
  course_id: q.courseId,
});

/** From the wizard to the receipt form, with the amount and tasks chosen so far. */
export const manualFormHref = (q: DonationQuery, gift: { title?: string; amount?: number; taskIds?: number[] }) =>
  href('donation', {}, {
    ...carried(q),
    title: gift.title || undefined,
    amount: gift.amount || undefined,
    task_id: gift.taskIds?.join(',') || undefined,
  });

/** From the receipt form to the card wizard. */
export const cardWizardHref = (q: DonationQuery) => href('donationForm', {}, { ...carried(q), title: q.title || undefined });
