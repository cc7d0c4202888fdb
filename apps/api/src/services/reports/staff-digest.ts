import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { AdminBookOrderListQuerySchema } from '@foundation/contract/admin/book-orders';
import { AdminContactMessageListQuerySchema } from '@foundation/contract/admin/contact-messages';
import { AdminMembershipListQuerySchema } from '@foundation/contract/admin/memberships';
import { DonationFilterSchema } from '@foundation/contract/donation-review';
import { ROLES, type StaffRole } from '@foundation/contract/staff';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { donations, staff, staffDigests } from '../../db/schema/index.ts';
import { bookOrderResource } from '../donations/admin/book-orders.ts';
import { contactMessageResource } from '../inbox/admin/contact-messages.ts';
import { resourceService } from '../back-office/kit.ts';
import { membershipResource } from '../inbox/admin/memberships.ts';
import { TIME_ZONE, donationWhere } from '../donations/donation-filters.ts';
import { staffDigestWords as w, type DigestKind } from '../mail/words/staff-digest.ts';

/** The hour (Pakistan time) from which the day's digest goes out: the office's morning. */
export const DIGEST_HOUR = 8;

/**
 * What waits, each kind as the back office list that shows it: its address (the list's filter in
 * the query) and who handles it (decision 17). Each count is the list's own total for that filter,
 * so the mail and the list never disagree.
 */
/** A count reads no field, so no role's hidden fields matter: the lists are counted as an admin sees them. */
const COUNTING: StaffRole = 'admin';

const KINDS: { kind: DigestKind; path: string; roles: readonly StaffRole[]; count(db: Db): Promise<number> }[] = [
  {
    kind: 'receipts',
    path: '/admin/?status=pending_review',
    roles: ROLES.money,
    count: async (db) => {
      const [row] = await db.select({ n: count() }).from(donations).where(donationWhere(DonationFilterSchema.parse({ status: 'pending_review' })));
      return Number(row?.n ?? 0);
    },
  },
  {
    kind: 'bookOrders',
    path: '/admin/book-orders?fulfilment=paid',
    roles: ROLES.money,
    count: async (db) => (await resourceService(bookOrderResource).list(db, AdminBookOrderListQuerySchema.parse({ fulfilment: 'paid', per_page: '1' }), COUNTING)).total,
  },
  {
    kind: 'contactMessages',
    path: '/admin/contact-messages?status=new',
    roles: ROLES.content,
    count: async (db) => (await resourceService(contactMessageResource).list(db, AdminContactMessageListQuerySchema.parse({ status: 'new', per_page: '1' }), COUNTING)).total,
  },
  {
    kind: 'memberships',
    path: '/admin/memberships?status=new',
    roles: ROLES.content,
    count: async (db) => (await resourceService(membershipResource).list(db, AdminMembershipListQuerySchema.parse({ status: 'new', per_page: '1' }), COUNTING)).total,
  },
];

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The date and hour in Pakistan at `now`. */
function karachi(now: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Today's row, if this call is the one that made it: every process tries, one succeeds. */
async function claimDay(db: Db, day: string) {
  const [claimed] = await db.insert(staffDigests).values({ day }).onConflictDoNothing().returning({ day: staffDigests.day });
  return claimed !== undefined;
}

/** Active members who want the digest: signed up (a password), not disabled. */
const recipients = (db: Db) =>
  db
    .select({ name: staff.name, email: staff.email, role: staff.role })
    .from(staff)
    .where(and(eq(staff.dailyDigest, true), isNull(staff.disabledAt), isNotNull(staff.passwordHash)));

function compose(name: string, waiting: { kind: DigestKind; n: number; url: string }[], accountUrl: string) {
  const total = waiting.reduce((sum, k) => sum + k.n, 0);
  return {
    subject: w.subject(total),
    text: [w.greeting(name), '', w.intro, '', ...waiting.flatMap((k) => [`- ${w.line[k.kind](k.n)}:`, `  ${k.url}`]), '', w.turnOff(accountUrl), '', w.signature].join('\n'),
  };
}

export type DigestOutcome = { status: 'too-early' } | { status: 'already-sent' } | { status: 'sent'; mails: number };

/**
 * Once a day, from DIGEST_HOUR in Pakistan: each member of staff who wants it is e-mailed what
 * waits for their role, with a link to the list of each, and only when something waits for them.
 * Several processes run this on their schedulers; the day's row (claimed before any mail) lets one.
 */
export async function sendDailyDigest(deps: DigestDeps, now = new Date()): Promise<DigestOutcome> {
  const { day, hour } = karachi(now);
  if (hour < DIGEST_HOUR) return { status: 'too-early' };
  if (!(await claimDay(deps.db, day))) return { status: 'already-sent' };
  const counts = await Promise.all(KINDS.map(async (k) => ({ ...k, n: await k.count(deps.db), url: new URL(k.path, deps.publicUrl).href })));
  const accountUrl = new URL('/admin/account', deps.publicUrl).href;
  let mails = 0;
  for (const member of await recipients(deps.db)) {
    const waiting = counts.filter((k) => k.n > 0 && k.roles.includes(member.role));
    if (waiting.length === 0) continue;
    deps.mailer.post({ to: member.email, ...compose(member.name, waiting, accountUrl) }, (error) =>
      deps.log.error({ code: (error as { code?: string }).code ?? 'unknown' }, 'staff digest e-mail not sent'),
    );
    mails++;
  }
  await deps.db.update(staffDigests).set({ mails }).where(eq(staffDigests.day, day));
  if (mails > 0) deps.log.info({ day, mails }, 'staff digest sent');
  return { status: 'sent', mails };
}
