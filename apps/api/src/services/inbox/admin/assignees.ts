import { and, eq, isNull, sql } from 'drizzle-orm';
import { AssigneeListQuerySchema, AssigneeRowSchema } from '@foundation/contract/admin/inbox';
import { staff } from '../../../db/schema/index.ts';
import { defineResource } from '../../back-office/kit.ts';

const columns = { id: staff.id, name: staff.name, email: staff.email };

/**
 * Staff a submission can be given to, for the inbox's assignee select and filter: every active
 * account, whatever its role. Read-only; staff accounts are managed by admins elsewhere.
 */
export const assigneeResource = defineResource({
  name: 'assignees',
  label: 'assignee',
  table: staff,
  id: staff.id,
  schemas: { row: AssigneeRowSchema, record: AssigneeRowSchema, query: AssigneeListQuerySchema },
  search: [staff.name, staff.email],
  sort: { name: sql`lower(${staff.name})` },
  // A disabled account is no one to give work to.
  filters: () => [isNull(staff.disabledAt)],
  rows: (db, page) => db.select(columns).from(staff).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset),
  read: async (db, id) => {
    const [row] = await db.select(columns).from(staff).where(and(eq(staff.id, id), isNull(staff.disabledAt)));
    return row ?? null;
  },
  caches: [],
});
