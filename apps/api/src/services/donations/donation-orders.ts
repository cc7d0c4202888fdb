import { and, eq } from 'drizzle-orm';
import { toPaisa } from '@foundation/contract/common';
import type { ModuleCode } from '@foundation/contract/donation-codes';
import { donationLimits } from '@foundation/contract/donation-messages';
import { RupeesSchema, donationMessages as m, type BillingInfo, type DonationSelection } from '@foundation/contract/donations';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../db/client.ts';
import { books } from '../../db/schema/index.ts';
import { campaignExists, findTasks } from '../catalogue/campaigns.ts';
import type { DonationItem } from './donations.ts';
import { fundLinesFor, type FundLine } from '../funds/funds.ts';

const MAX_DONATION_PAISA = toPaisa(donationLimits.maxAmount);

/** What a donor pays for, priced from our own database. */
export interface PricedOrder {
  moduleCode: ModuleCode;
  campaignId: number | null;
  bookId: number | null;
  category: string | null;
  customTask: boolean;
  customTaskName: string | null;
  customTaskAmountPaisa: number | null;
  items: DonationItem[];
  totalPaisa: number;
  /** Which funds the gift belongs to; they add up to totalPaisa. */
  fundLines: FundLine[];
}

/** The columns a donation row takes from its priced order and from the donor. */
export function donationColumns(order: PricedOrder, donor: Partial<BillingInfo> & { phoneNumber: string }) {
  return {
    moduleCode: order.moduleCode,
    category: order.category,
    campaignId: order.campaignId,
    bookId: order.bookId,
    customTask: order.customTask,
    customTaskName: order.customTaskName,
    customTaskAmountPaisa: order.customTaskAmountPaisa,
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email,
    phone: donor.phoneNumber,
    streetAddress: donor.streetAddress,
    country: donor.country,
    city: donor.city,
  };
}

const field = (name: string) => `donatation_submit.${name}`;

async function findBookPrice(db: Db, id: number) {
  const [row] = await db
    .select({ title: books.title, pricePaisa: books.pricePaisa })
    .from(books)
    .where(and(eq(books.id, id), eq(books.published, true)));
  return row ?? null;
}

async function itemsFor(db: Db, s: DonationSelection, declaredPaisa: number | undefined): Promise<DonationItem[] | FieldErrors> {
  if (s.module_code === 'BOOK') {
    const book = s.book_id === undefined ? null : await findBookPrice(db, s.book_id);
    if (!book) return { [field('book_id')]: [m.bookNotFound] };
    return [{ taskId: null, title: book.title, amountPaisa: book.pricePaisa * s.quantity, quantity: s.quantity }];
  }
  if (s.custom_task) {
    const amount = s.custom_task_amount !== undefined ? toPaisa(s.custom_task_amount) : declaredPaisa;
    if (!amount) return { [field('custom_task_amount')]: [m.customAmountRequired] };
    return [{ taskId: null, title: s.custom_task_name ?? s.category ?? 'Donation', amountPaisa: amount }];
  }
  if (s.task_id.length > 0) {
    // A task picked twice is still one task: a double click must not double the gift.
    const ids = [...new Set(s.task_id)];
    const found = new Map((await findTasks(db, ids)).map((t) => [t.id, t]));
    const tasks = ids.map((id) => found.get(id));
    const fits = tasks.every((t) => t && (s.campaign_id === undefined || t.campaignId === s.campaign_id));
    if (!fits) return { [field('task_id')]: [m.taskNotFound] };
    return tasks.flatMap((t) => (t ? [{ taskId: t.id, title: t.title, amountPaisa: t.amountPaisa }] : []));
  }
  if (declaredPaisa) return [{ taskId: null, title: s.category ?? 'Donation', amountPaisa: declaredPaisa }];
  return { [field('task_id')]: [m.selectTask] };
}

/**
 * Turns a selection into priced items. Task and book prices come from the database; a custom
 * amount is the donor's. `declaredPaisa` (manual receipts) prices a gift that names nothing else.
 */
export async function priceSelection(
  db: Db,
  s: DonationSelection,
  declaredPaisa?: number,
): Promise<{ ok: true; order: PricedOrder } | { ok: false; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const campaignMissing =
    s.campaign_id !== undefined ? !(await campaignExists(db, s.campaign_id)) : s.module_code === 'CAMPAIGN';
  if (campaignMissing) errors[field('campaign_id')] = [m.campaignNotFound];
  const items = await itemsFor(db, s, declaredPaisa);
  if (!Array.isArray(items)) Object.assign(errors, items);
  const totalPaisa = Array.isArray(items) ? items.reduce((sum, i) => sum + i.amountPaisa, 0) : 0;
  if (totalPaisa > MAX_DONATION_PAISA) errors.amount = [m.invalidAmount];
  if (Object.keys(errors).length > 0 || !Array.isArray(items)) return { ok: false, errors };
  const programme = { campaignId: s.campaign_id ?? null, category: s.module_code === 'BOOK' ? null : (s.category ?? null) };
  const funded = await fundLinesFor(db, { fund: s.fund, fund_split: s.fund_split }, programme, totalPaisa);
  if ('errors' in funded) return { ok: false, errors: funded.errors };
  return {
    ok: true,
    order: {
      moduleCode: s.module_code,
      campaignId: s.campaign_id ?? null,
      bookId: s.module_code === 'BOOK' ? (s.book_id ?? null) : null,
      category: s.category ?? null,
      customTask: s.custom_task && s.module_code !== 'BOOK',
      customTaskName: s.custom_task ? (s.custom_task_name ?? null) : null,
      customTaskAmountPaisa: s.custom_task && s.custom_task_amount !== undefined ? toPaisa(s.custom_task_amount) : null,
      items,
      totalPaisa,
      fundLines: funded.lines,
    },
  };
}

/**
 * A manual gift's declared amount must be what it pays for (and what the form's total said): a
 * receipt for one sum recorded against another would leave staff matching the wrong payment.
 * `totalAmount` is the raw donatation_submit[total_amount], when the form sent one.
 */
export function declaredAmountErrors(order: PricedOrder, declaredPaisa: number, totalAmount: string | undefined): FieldErrors {
  const total = totalAmount?.trim() ? RupeesSchema.safeParse(totalAmount).data : null;
  const totalDiffers = total !== null && (total === undefined || toPaisa(total) !== declaredPaisa);
  if (order.totalPaisa === declaredPaisa && !totalDiffers) return {};
  return { amount: [order.moduleCode === 'BOOK' ? m.bookAmountMismatch : m.amountMismatch] };
}
