import { z } from 'zod';
import { ALL_PAYMENT_METHODS, donationStatuses } from '../donation-codes.ts';
import { choiceFilter, fieldMessages as f, listEnvelope, listQuerySchema, optionalText, recordEnvelope, timestamp, yesNoFilter } from './kit.ts';
import { bookOrderMessages, FULFILMENT_STATUSES } from './inbox-messages.ts';

/**
 * Hard-copy book orders: donations with module BOOK. Finance moves a paid one through its
 * fulfilment (paid, printing, shipped with a tracking note, delivered); the buyer is e-mailed
 * when it ships.
 */

export const AdminBookOrderRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  buyer_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  book_title: z.string().nullable(),
  copies: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  payment_method: z.enum(ALL_PAYMENT_METHODS),
  payment_status: z.enum(donationStatuses),
  /** The money arrived: a verified receipt or a charged card. */
  paid: z.boolean(),
  /** Null while unpaid; a paid order nobody has started on is "paid". */
  fulfilment: z.enum(FULFILMENT_STATUSES).nullable(),
  created_at: timestamp,
});
export type AdminBookOrderRow = z.infer<typeof AdminBookOrderRowSchema>;

export const AdminBookOrderSchema = AdminBookOrderRowSchema.extend({
  book_id: z.number().int().nullable(),
  street_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  tracking_note: z.string(),
});
export type AdminBookOrder = z.infer<typeof AdminBookOrderSchema>;

export const AdminBookOrderPatchSchema = z
  .object({
    fulfilment: z.enum(FULFILMENT_STATUSES, { error: f.choice('Fulfilment', FULFILMENT_STATUSES) }),
    tracking_note: optionalText('Tracking note', bookOrderMessages.trackingNoteMax),
  })
  .partial();
export type AdminBookOrderPatch = z.input<typeof AdminBookOrderPatchSchema>;

export const AdminBookOrderListQuerySchema = listQuerySchema({
  sort: ['created_at', 'amount'],
  defaultSort: '-created_at',
  filters: { fulfilment: choiceFilter(FULFILMENT_STATUSES), paid: yesNoFilter },
});
export type AdminBookOrderListQuery = z.input<typeof AdminBookOrderListQuerySchema>;

export const AdminBookOrderListResponseSchema = listEnvelope(AdminBookOrderRowSchema);
export const AdminBookOrderResponseSchema = recordEnvelope(AdminBookOrderSchema);
