import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '@foundation/contract/admin/translations';
import { courses } from './courses.ts';
import { learners } from './learners.ts';

/**
 * A course's certificate, one per learner and course. A certificate must stay verifiable for as
 * long as anyone holds the paper, so it keeps its own copy of what it certifies (the name as the
 * learner confirmed it, the course's title and hours as they were) and survives its learner's
 * account and its course being deleted (their ids become null). It is never deleted: staff revoke it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** What the paper and the verification address carry: random, never derived from an id. */
    code: text('code').notNull().unique(),
    learnerId: integer('learner_id').references(() => learners.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    courseTitle: text('course_title').notNull(),
    /** The course title's Urdu, as it was, for the Urdu paper and page. */
    courseTranslations: jsonb('course_translations').$type<Translations>().notNull().default({}),
    /** Null when the course states no hours: the paper then says nothing about them. */
    hours: integer('hours'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('certificates_learner_course_idx').on(t.learnerId, t.courseId), index('certificates_course_idx').on(t.courseId)],
);
