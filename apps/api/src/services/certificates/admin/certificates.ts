import { eq, sql } from 'drizzle-orm';
import {
  AdminCertificateListQuerySchema,
  AdminCertificatePatchSchema,
  AdminCertificateRowSchema,
  AdminCertificateSchema,
  type AdminCertificatePatch,
} from '@foundation/contract/admin/certificates';
import { certificateMessages } from '@foundation/contract/certificates';
import type { Db } from '../../../db/client.ts';
import { certificates } from '../../../db/schema/index.ts';
import { defineResource } from '../../back-office/kit.ts';

const t = certificates;
type Certificate = typeof certificates.$inferSelect;

const toRow = (c: Certificate) => ({
  id: c.id,
  code: c.code,
  name: c.name,
  course_id: c.courseId,
  course_title: c.courseTitle,
  issued_at: c.issuedAt.toISOString(),
  status: c.revokedAt ? ('Revoked' as const) : ('Valid' as const),
});

const read = async (db: Db, id: number) => {
  const [c] = await db.select().from(t).where(eq(t.id, id));
  return c ? { ...toRow(c), hours: c.hours, revoked_at: c.revokedAt?.toISOString() ?? null, revoked_reason: c.revokedReason ?? '' } : null;
};

/**
 * Certificates learners earned. Staff never make or delete one (its code must answer for good);
 * they revoke one by giving the reason, through the audited write path like every other change.
 */
export const certificateResource = defineResource({
  name: 'certificates',
  label: 'certificate',
  table: t,
  id: t.id,
  schemas: { row: AdminCertificateRowSchema, record: AdminCertificateSchema, query: AdminCertificateListQuerySchema, patch: AdminCertificatePatchSchema },
  search: [t.name, t.code, t.courseTitle],
  sort: { issued_at: t.issuedAt, name: sql`lower(${t.name})` },
  filters: (query) => [query.course_id === undefined ? undefined : eq(t.courseId, query.course_id)],
  rows: async (db, page) => (await db.select().from(t).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read,
  // The first reason revokes it; a later one corrects the reason and keeps the date.
  values: (input) => ({ revokedReason: (input as AdminCertificatePatch).revoked_reason, revokedAt: sql`coalesce(${t.revokedAt}, now())` }),
  deleteGuard: async () => certificateMessages.neverDeleted,
  caches: [],
});
