import { bigserial, boolean, date, index, inet, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@foundation/contract/staff-messages';
import { timestamps } from './columns.ts';


/**
 * The foundation's people who run the back office. The first admin is made from env at start
 * (ADMIN_EMAIL); the others are invited by an admin and set their own password.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null until an invited member sets a password through their link. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('admin'),
    /** Set when an admin disables the account: it can no longer sign in, and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The TOTP secret (base32) once a second factor is confirmed; null without one. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, kept until the member proves it with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The morning e-mail of what waits for their role (receipts, orders, messages); each member may turn it off. */
    dailyDigest: boolean('daily_digest').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Same rules as learners' tokens (only a digest stored), kept apart so one can never act as the other. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time links e-mailed to staff: an invitation to set a first password, a password reset, or a
 * sign-in link (the right password from a new device while the account is under attack).
 * Only a digest of the token is stored; a link works once, before it expires (48 h for invites).
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset', 'sign-in'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId)],
);

/**
 * Every staff write and sign-in: who, when, from where, what, and the values before and after.
 * Written in the same transaction as the change it records. Append-only: the application has no
 * path that updates or deletes a row, and a trigger (migration 0007) refuses both in the database.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (the demo seed, a scheduled job) or a failed sign-in with an unknown e-mail. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** As the actor was known at the time: kept even if the account is renamed. */
    staffEmail: text('staff_email'),
    ip: inet('ip'),
    /** e.g. create, update, delete, order, verify, reject, sign_in, sign_in_failed, invite, role, disable. */
    action: text('action').notNull(),
    /** The resource's one name (`blogs`, `donations`, `staff`, `settings`). */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);

/**
 * One row per day the staff digest went out (a Karachi date): the scheduler of every process
 * tries to insert today's row and only the one that succeeds sends, so several processes send it
 * once. The row is claimed before sending: a process dying between the two costs that day's digest,
 * never a second copy.
 */
export const staffDigests = pgTable('staff_digests', {
  day: date('day').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** How many members were e-mailed. */
  mails: integer('mails').notNull().default(0),
});
