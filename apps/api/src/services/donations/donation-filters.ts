import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DonationFilters } from '@foundation/contract/donation-review';
import { donationFunds, donations, funds } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';
import type { Db } from '../../db/client.ts';

/** The foundation's days: a gift at 23:30 in Lahore is that day's, whatever the server's zone. */
export const TIME_ZONE = 'Asia/Karachi';
/**
 * The zone as SQL text, not a parameter: PostgreSQL only matches a GROUP BY expression to the
 * select's when both are written alike, and two parameters never are.
 */
export const ZONE = sql.raw(`'${TIME_ZONE}'`);

/** The instant a Karachi day (YYYY-MM-DD) starts. */
export const karachiDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${ZONE})`;

/**
 * The conditions of the donations list and its CSV export, one place for both so the file is
 * exactly the filtered list. `withStatus: false` leaves the status out, for the per-status counts.
 */
export function donationWhere(f: DonationFilters, { withStatus = true } = {}): SQL | undefined {
  const where: SQL[] = [];
  if (withStatus && f.status !== 'all') where.push(eq(donations.status, f.status));
  if (f.search) {
    const like = likePattern(f.search);
    where.push(or(ilike(donations.reference, like), ilike(donations.phone, like), ilike(donations.email, like))!);
  }
  if (f.method) where.push(eq(donations.paymentMethod, f.method));
  if (f.category) where.push(sql`lower(${donations.category}) = lower(${f.category})`);
  if (f.campaign_id) where.push(eq(donations.campaignId, f.campaign_id));
  // A split gift is in each fund it has a line in.
  if (f.fund) where.push(sql`exists (select 1 from ${donationFunds} join ${funds} on ${funds.id} = ${donationFunds.fundId} where ${donationFunds.donationId} = ${donations.id} and ${funds.code} = ${f.fund})`);
  if (f.from) where.push(sql`${donations.createdAt} >= ${karachiDayStart(f.from)}`);
  // `to` is included: everything before the next day starts.
  if (f.to) where.push(sql`${donations.createdAt} < ${karachiDayStart(f.to)} + interval '1 day'`);
  return where.length ? and(...where) : undefined;
}

/** Whether the filters name a fund that does not exist: the list and the file refuse it (422 on `fund`) rather than show nothing. */
export async function unknownFundFilter(db: Db, f: Pick<DonationFilters, 'fund'>): Promise<boolean> {
  if (!f.fund) return false;
  const [found] = await db.select({ id: funds.id }).from(funds).where(eq(funds.code, f.fund)).limit(1);
  return !found;
}
