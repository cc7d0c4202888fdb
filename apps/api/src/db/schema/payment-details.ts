import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_DETAIL_CHANGE_STATUSES } from '@foundation/contract/admin/payment-details-messages';
import { staff } from './staff.ts';

/**
 * Proposed changes to where donors send money (the settings' payment details). What is in effect
 * stays in `settings`; a change waits here until a second administrator approves it, or (proposed
 * by the only administrator) its hold ends, or someone cancels it. At most one waits at a time.
 */
export const paymentDetailChanges = pgTable(
  'payment_detail_changes',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: PAYMENT_DETAIL_CHANGE_STATUSES }).notNull().default('pending'),
    /** The details the change touches as they stood, and as proposed (plain JSON, the settings' values). */
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staff.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the only active administrator proposed it: it takes effect then, unless cancelled. */
    takesEffectAt: timestamp('takes_effect_at', { withTimezone: true }),
    /** The approver or canceller; null while pending, and when the hold applied it. */
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  // One pending change at a time: two proposals racing cannot both wait.
  (t) => [uniqueIndex('payment_detail_changes_one_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`)],
);
