import type { ContentLocale } from '../../../lib/content-language.ts';
import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AdminBookOrderListQuerySchema,
  AdminBookOrderRowSchema,
  AdminBookOrderSchema,
  type AdminBookOrder,
  type AdminBookOrderPatch,
} from '@foundation/contract/admin/book-orders';
import { bookOrderMessages, FULFILMENT_STATUSES, fulfilmentLabels, type FulfilmentStatus } from '@foundation/contract/admin/inbox-messages';
import { rupees } from '@foundation/contract/common';
import { ROLES } from '@foundation/contract/staff';
import { confirmedStatuses, isConfirmedStatus } from '@foundation/contract/donation-codes';
import type { Db } from '../../../db/client.ts';
import { books, donationItems, donations } from '../../../db/schema/index.ts';
import { changedFields, recordAudit } from '../../audit.ts';
import { donorNameOf } from '../donation-records.ts';
import { defineResource } from '../../back-office/kit.ts';
import { refuse, staffWrite, type Outcome, type StaffActor } from '../../write.ts';

const t = donations;
const isBook = eq(t.moduleCode, 'BOOK');
const paidStatuses = [...confirmedStatuses];
const isPaid = inArray(t.status, paidStatuses);

const select = (db: Db) =>
  db
    .select({
      id: t.id,
      reference: t.reference,
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      phone: t.phone,
      bookId: t.bookId,
      bookTitle: books.title,
      // A book order has one item; its quantity is the copies ordered.
      copies: sql<number>`(select coalesce(max(${donationItems.quantity}), 1) from ${donationItems} where ${donationItems.donationId} = ${t.id})`.mapWith(Number),
      amountPaisa: t.amountPaisa,
      paymentMethod: t.paymentMethod,
      status: t.status,
      fulfilment: t.fulfilment,
      trackingNote: t.trackingNote,
      streetAddress: t.streetAddress,
      city: t.city,
      country: t.country,
      createdAt: t.createdAt,
    })
    .from(t)
    .leftJoin(books, eq(books.id, t.bookId));
type Selected = Awaited<ReturnType<typeof select>>[number];

/** Where a paid order is: its fulfilment, "paid" until someone starts on it; null while unpaid. */
const fulfilmentOf = (r: Pick<Selected, 'status' | 'fulfilment'>): FulfilmentStatus | null =>
  isConfirmedStatus(r.status) ? (r.fulfilment ?? 'paid') : null;

const toRow = (r: Selected) => ({
  id: r.id,
  reference: r.reference,
  buyer_name: donorNameOf(r),
  email: r.email,
  phone: r.phone,
  book_title: r.bookTitle,
  copies: r.copies,
  amount: rupees(r.amountPaisa),
  payment_method: r.paymentMethod,
  payment_status: r.status,
  paid: isConfirmedStatus(r.status),
  fulfilment: fulfilmentOf(r),
  created_at: r.createdAt.toISOString(),
});
const toRecord = (r: Selected): AdminBookOrder => ({
  ...toRow(r),
  book_id: r.bookId,
  street_address: r.streetAddress,
  city: r.city,
  country: r.country,
  tracking_note: r.trackingNote ?? '',
});

async function read(db: Db, id: number) {
  const [row] = await select(db).where(and(eq(t.id, id), isBook));
  return row ? toRecord(row) : null;
}

function fulfilmentFilter(stage: FulfilmentStatus | undefined): SQL | undefined {
  if (stage === undefined) return undefined;
  // A paid order nobody has started on has no fulfilment yet: it is "paid".
  if (stage === 'paid') return and(isPaid, or(isNull(t.fulfilment), eq(t.fulfilment, 'paid')));
  return and(isPaid, eq(t.fulfilment, stage));
}

/** Hard-copy book orders: donations with module BOOK. Buyers create them; finance fulfils them. */
export const bookOrderResource = defineResource({
  name: 'book-orders',
  label: 'book order',
  table: t,
  id: t.id,
  schemas: { row: AdminBookOrderRowSchema, record: AdminBookOrderSchema, query: AdminBookOrderListQuerySchema },
  search: [t.reference, t.firstName, t.lastName, t.email, t.phone],
  sort: { created_at: t.createdAt, amount: t.amountPaisa },
  filters: (query) => [
    isBook,
    fulfilmentFilter(query.fulfilment),
    query.paid === undefined ? undefined : query.paid ? isPaid : notInArray(t.status, paidStatuses),
  ],
  rows: async (db, page) => (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read,
  roles: ROLES.money,
  caches: [],
});

const stageOf = (stage: FulfilmentStatus) => FULFILMENT_STATUSES.indexOf(stage);

/**
 * Moves a paid order forward (paid, printing, shipped, delivered; printing may be skipped, shipping
 * may not) or corrects its tracking note. Shipped needs a tracking note. Answers the order and
 * whether it has just shipped, so the buyer is e-mailed once the change is saved.
 */
export async function fulfilBookOrder(db: Db, actor: StaffActor, id: number, patch: AdminBookOrderPatch): Promise<Outcome<{ order: AdminBookOrder; shipped: boolean; locale: ContentLocale }>> {
  const done = await staffWrite(db, actor, [], async (tx) => {
    const [found] = await tx
      .select({ status: t.status, fulfilment: t.fulfilment, trackingNote: t.trackingNote, locale: t.locale })
      .from(t)
      .where(and(eq(t.id, id), isBook))
      .for('update');
    if (!found) return refuse({ status: 'not-found' });
    const from = fulfilmentOf(found);
    if (from === null) return refuse({ status: 'conflict', message: bookOrderMessages.notPaid });
    const to = patch.fulfilment ?? from;
    if (stageOf(to) < stageOf(from)) refuse({ status: 'conflict', message: bookOrderMessages.backwards(fulfilmentLabels[from]) });
    if (to === 'delivered' && from !== 'shipped' && from !== 'delivered') refuse({ status: 'conflict', message: bookOrderMessages.notShipped });
    const trackingNote = patch.tracking_note === undefined ? (found.trackingNote ?? '') : patch.tracking_note;
    if (stageOf(to) >= stageOf('shipped') && !trackingNote) refuse({ status: 'invalid', errors: { tracking_note: [bookOrderMessages.trackingRequired] } });
    await tx
      .update(t)
      .set({ fulfilment: to, trackingNote: trackingNote || null })
      .where(eq(t.id, id));
    const view = (fulfilment: string, tracking_note: string) => ({ fulfilment, tracking_note });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'book-orders',
      entityId: id,
      ...changedFields(view(from, found.trackingNote ?? ''), view(to, trackingNote)),
    });
    return { shipped: to === 'shipped' && from !== 'shipped', locale: found.locale };
  });
  return done.status === 'ok' ? { status: 'ok', value: { order: (await read(db, id))!, ...done.value } } : done;
}
