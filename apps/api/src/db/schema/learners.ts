import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { courses } from './courses.ts';
import { timestamps } from './columns.ts';

// The SQL names stay `customers`/`customer_sessions`/`customer_id`: renaming tables would break
// restoring older backups and buys nothing; the code speaks of learners (decision 0015).
export const learners = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    gender: text('gender').notNull(),
    birthdate: date('birthdate'),
    passwordHash: text('password_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Bearer tokens: only a SHA-256 of the token is stored, so a database leak yields no sessions. */
export const learnerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('customer_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.learnerId)],
);

/**
 * One-time links e-mailed to learners: a password reset. The same rules as staff's links
 * (services/accounts/one-time-links.ts): only a digest of the token, once, before it expires (1 h).
 */
export const learnerTokens = pgTable(
  'learner_tokens',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learner_tokens_learner_idx').on(t.learnerId)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('customer_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** Index of the lesson the learner is on; resumes on any device. */
    viewIndex: integer('view_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('enrolments_customer_course_idx').on(t.learnerId, t.courseId)],
);
