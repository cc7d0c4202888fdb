import { eq, sql } from 'drizzle-orm';
import {
  AdminContactMessageListQuerySchema,
  AdminContactMessageRowSchema,
  AdminContactMessageSchema,
} from '@foundation/contract/admin/contact-messages';
import { inboxStatusLabels } from '@foundation/contract/admin/inbox';
import type { Db } from '../../../db/client.ts';
import { contactMessages, staff } from '../../../db/schema/index.ts';
import { karachiTime, type CsvColumn } from '../../back-office/csv-export.ts';
import { handlingColumns, handlingFilters, handlingRow, type SubmissionKind } from './inbox.ts';
import { defineResource, type PageQuery } from '../../back-office/kit.ts';

const t = contactMessages;

const select = (db: Db) =>
  db
    .select({ id: t.id, form: t.form, name: t.name, email: t.email, phone: t.phone, subject: t.subject, message: t.message, ...handlingColumns(t) })
    .from(t)
    .leftJoin(staff, eq(staff.id, t.assigneeId));
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = (r: Selected) => ({ id: r.id, form: r.form, name: r.name, email: r.email, phone: r.phone, subject: r.subject, ...handlingRow(r) });
const toRecord = (r: Selected) => ({ ...toRow(r), message: r.message, note: r.note });

/** Full records of one page: the list cuts them to rows, the CSV export writes them whole. */
const records = async (db: Db, page: PageQuery) =>
  (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRecord);
type ContactRecord = ReturnType<typeof toRecord>;

/**
 * Contact and Join Us messages. Visitors create them (saveContact, saveJoinUs); staff read and
 * handle them (PATCH and DELETE in routes/admin/inbox.ts, which record the audit).
 */
export const contactMessageResource = defineResource({
  name: 'contact-messages',
  label: 'contact message',
  table: t,
  id: t.id,
  schemas: { row: AdminContactMessageRowSchema, record: AdminContactMessageSchema, query: AdminContactMessageListQuerySchema },
  search: [t.name, t.email, t.phone, t.subject, t.message],
  sort: { created_at: t.createdAt, name: sql`lower(${t.name})`, status: t.status },
  filters: (query) => [query.form === undefined ? undefined : eq(t.form, query.form), ...handlingFilters(t, query)],
  rows: async (db, page) => (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await select(db).where(eq(t.id, id));
    return row ? toRecord(row) : null;
  },
  caches: [],
});

export const contactMessageKind: SubmissionKind<ContactRecord> = { entity: 'contact-messages', table: t, read: contactMessageResource.read };

const formNames = { contact: 'Contact', join_us: 'Join us' } as const;

export const contactMessageCsv: { columns: CsvColumn<ContactRecord>[]; records: typeof records } = {
  records,
  columns: [
    { header: 'Id', value: (r) => r.id },
    { header: 'Received (Karachi)', value: (r) => karachiTime(r.created_at) },
    { header: 'Form', value: (r) => formNames[r.form] },
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Subject', value: (r) => r.subject },
    { header: 'Message', value: (r) => r.message },
    { header: 'Status', value: (r) => inboxStatusLabels[r.status] },
    { header: 'Assignee', value: (r) => r.assignee_name },
    { header: 'Note', value: (r) => r.note },
    { header: 'Handled (Karachi)', value: (r) => karachiTime(r.handled_at) },
  ],
};
