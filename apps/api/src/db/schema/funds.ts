import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';
import { donations } from './donations.ts';

/**
 * The funds a gift belongs to (Zakat, Sadaqah, Fitrana, Fidya, Kaffarah, General): data, so staff
 * edit their names and explanations and may add others. Zakat may only reach those entitled to it,
 * so every rupee must say which fund it is. `code` is what forms and links send; the six the
 * foundation starts with are written by the migration, so General exists in every database.
 */
export const funds = pgTable(
  'funds',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** One line the donor reads beside the choice. */
    explanation: text('explanation').notNull(),
    position: integer('position').notNull().default(0),
    ...translatable,
    ...published,
    ...timestamps,
  },
  (t) => [check('funds_code_check', sql`${t.code} ~ '^[a-z][a-z0-9-]{0,39}$'`)],
);

/**
 * How a gift is split across funds: one line for most gifts (General when the donor named none),
 * several when one payment carries, say, Zakat and Sadaqah. The lines add up to the gift.
 */
export const donationFunds = pgTable(
  'donation_funds',
  {
    id: serial('id').primaryKey(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    amountPaisa: integer('amount_paisa').notNull(),
  },
  (t) => [index('donation_funds_donation_idx').on(t.donationId), index('donation_funds_fund_idx').on(t.fundId), check('donation_funds_amount_check', sql`${t.amountPaisa} > 0`)],
);
