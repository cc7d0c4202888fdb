import { z } from 'zod';
import { SettingsSchema } from '../settings.ts';
import { recordEnvelope, timestamp } from './kit.ts';
import { PAYMENT_DETAIL_CHANGE_STATUSES, PAYMENT_DETAIL_FIELDS, paymentDetailsMessages as m, type PaymentDetailField } from './payment-details-messages.ts';
import { paymentDetailInputs } from './settings.ts';

export * from './payment-details-messages.ts';

/**
 * Payment details under four eyes (GET /api/admin/payment-details, POST …/changes,
 * …/changes/:id/approve and …/changes/:id/cancel): what is in effect, the one change that may be
 * waiting, and the bodies that propose and decide one.
 */

const paymentDetailMask = Object.fromEntries(PAYMENT_DETAIL_FIELDS.map((field) => [field, true])) as Record<PaymentDetailField, true>;

/** The payment details in effect: what the donation form shows (GET /api/settings). */
export const PaymentDetailsSchema = SettingsSchema.pick(paymentDetailMask);
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

/**
 * Re-authentication in the request itself: the member's password, or a current code from their
 * authenticator app (a staff password is at least 12 characters, so 6 digits is always a code).
 */
export const ConfirmationSchema = z.string({ error: m.confirmationRequired }).min(1, m.confirmationRequired).max(1024, m.confirmationWrong);

/** POST /api/admin/payment-details/changes: the details to change (a list replaced whole), and who confirms. */
export const PaymentDetailsProposalSchema = z.object(paymentDetailInputs).partial().extend({ confirmation: ConfirmationSchema });
export type PaymentDetailsProposal = z.input<typeof PaymentDetailsProposalSchema>;

/** POST /api/admin/payment-details/changes/:id/approve: the second administrator confirms too. */
export const PaymentDetailsApprovalSchema = z.object({ confirmation: ConfirmationSchema });
export type PaymentDetailsApproval = z.input<typeof PaymentDetailsApprovalSchema>;

/** A member of staff as a change names them (the name they had, and their e-mail). */
export const ChangeStaffSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const PaymentDetailChangeSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_DETAIL_CHANGE_STATUSES),
  /** The details proposed, as they stood when proposed; only the ones the change touches. */
  before: PaymentDetailsSchema.partial(),
  after: PaymentDetailsSchema.partial(),
  proposed_by: ChangeStaffSchema,
  proposed_at: timestamp,
  /**
   * Proposed by the only active administrator: when the hold ends and the change takes effect
   * unless someone cancels it. Null when a second administrator must approve it.
   */
  takes_effect_at: timestamp.nullable(),
  /** Who approved or cancelled it; null while it waits, and when it took effect after the hold. */
  decided_by: ChangeStaffSchema.nullable(),
  decided_at: timestamp.nullable(),
});
export type PaymentDetailChange = z.infer<typeof PaymentDetailChangeSchema>;

export const PaymentDetailsViewSchema = z.object({
  current: PaymentDetailsSchema,
  /** The change waiting for approval or for its hold to end; at most one at a time. */
  pending: PaymentDetailChangeSchema.nullable(),
  /** Active administrators now: with one, a proposal is held instead of approved. */
  active_admins: z.number().int(),
});
export type PaymentDetailsView = z.infer<typeof PaymentDetailsViewSchema>;

export const PaymentDetailsResponseSchema = recordEnvelope(PaymentDetailsViewSchema);
export const PaymentDetailChangeResponseSchema = recordEnvelope(PaymentDetailChangeSchema);
export type PaymentDetailChangeResponse = z.infer<typeof PaymentDetailChangeResponseSchema>;
