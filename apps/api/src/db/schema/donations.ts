import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { books } from './books.ts';
import { campaigns, tasks } from './campaigns.ts';
import { ALL_PAYMENT_METHODS, MODULE_CODES, donationStatuses } from '@foundation/contract/donation-codes';
import { CONTENT_LOCALES } from '@foundation/contract/admin/translations';
import { timestamps } from './columns.ts';
import { staff } from './staff.ts';

export const FULFILMENT_STATUSES = ['paid', 'printing', 'shipped', 'delivered'] as const;

/** Written before any payment call, so no gift is ever lost between our server and the provider. */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    /** Shown to the donor and quoted in e-mail: not guessable, not sequential. */
    reference: text('reference').notNull().unique(),
    moduleCode: text('module_code', { enum: MODULE_CODES }).notNull(),
    paymentMethod: text('payment_method', { enum: ALL_PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: donationStatuses }).notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    currency: text('currency').notNull().default('pkr'),
    category: text('category'),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    bookId: integer('book_id').references(() => books.id),
    customTask: boolean('custom_task').notNull().default(false),
    customTaskName: text('custom_task_name'),
    customTaskAmountPaisa: integer('custom_task_amount_paisa'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone').notNull(),
    streetAddress: text('street_address'),
    country: text('country'),
    city: text('city'),
    /** Private storage key of the receipt; readable by staff only. */
    receiptKey: text('receipt_key'),
    receiptType: text('receipt_type'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /** Kept so reconciliation can repeat the exact same (idempotent) request when Stripe was unreachable. */
    stripePaymentMethodId: text('stripe_payment_method_id'),
    /** Same submission twice gives the same key, so a double click is one gift. */
    idempotencyKey: text('idempotency_key'),
    failureReason: text('failure_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Who verified or rejected the receipt, and what they told the donor. */
    reviewedBy: integer('reviewed_by').references(() => staff.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    /** Private storage key of the receipt PDF we give the donor: made once, then served as it is. */
    receiptPdfKey: text('receipt_pdf_key'),
    /**
     * What actually arrived, when finance verified less than was pledged (partial payment):
     * campaigns and reports count this, not amountPaisa. Null when the whole amount arrived.
     */
    receivedPaisa: integer('received_paisa'),
    /** The wallet's or bank's transaction id, as finance matched it on a statement. */
    transactionId: text('transaction_id'),
    /** SHA-256 of the receipt's bytes and its perceptual hash (dHash, 16 hex), to warn of a receipt used twice. */
    receiptSha256: text('receipt_sha256'),
    receiptPhash: text('receipt_phash'),
    /** A book order's fulfilment once paid: paid → printing → shipped (with a tracking note) → delivered. */
    fulfilment: text('fulfilment', { enum: FULFILMENT_STATUSES }),
    trackingNote: text('tracking_note'),
    /** The language the donor used the site in: their e-mails are written in it. */
    locale: text('locale', { enum: CONTENT_LOCALES }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    index('donations_status_created_idx').on(t.status, t.createdAt),
    index('donations_campaign_status_idx').on(t.campaignId, t.status),
    uniqueIndex('donations_idempotency_idx').on(t.idempotencyKey),
    index('donations_created_idx').on(t.createdAt),
    index('donations_receipt_sha256_idx').on(t.receiptSha256),
    index('donations_transaction_id_idx').on(t.transactionId),
    check('donations_locale_check', sql`${t.locale} in ('en', 'ur')`),
  ],
);

export const donationItems = pgTable('donation_items', {
  id: serial('id').primaryKey(),
  donationId: integer('donation_id')
    .notNull()
    .references(() => donations.id, { onDelete: 'cascade' }),
  /** Null for a custom amount (the spec's task_id 0). */
  taskId: integer('task_id').references(() => tasks.id),
  title: text('title').notNull(),
  amountPaisa: integer('amount_paisa').notNull(),
  /** Copies of a book ordered; amountPaisa is the price of them all. 1 for anything else. */
  quantity: integer('quantity').notNull().default(1),
});

/** Stripe events already applied: a replayed webhook changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
