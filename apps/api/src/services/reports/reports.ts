import { and, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import { confirmedStatuses } from '@foundation/contract/donation-codes';
import { reportMessages, type ReportPeriod, type ReportSummary } from '@foundation/contract/admin/reports';
import type { Db } from '../../db/client.ts';
import { campaigns, donations } from '../../db/schema/index.ts';
import { TIME_ZONE, ZONE } from '../donations/donation-filters.ts';

/** What reached the account: the received amount of a partly paid gift, else the whole gift. */
const arrived = sql`coalesce(${donations.receivedPaisa}, ${donations.amountPaisa})`;
const paisaSum = (value: SQL) => sql<string | null>`sum(${value})::bigint`;
const confirmedBy = (now: Date) => and(inArray(donations.status, [...confirmedStatuses]), lte(donations.createdAt, now));

/** The instant the Karachi day, month or year holding `now` started. */
const startOf = (unit: 'day' | 'month' | 'year', now: Date) =>
  sql`(date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})`;

const periodStart = (period: ReportPeriod, now: Date): SQL | undefined =>
  period === 'all' ? undefined : gte(donations.createdAt, startOf(period === 'today' ? 'day' : period, now));

const figure = (paisa: string | number | null, n: string | number) => ({ amount: rupees(Number(paisa ?? 0)), count: Number(n) });

/** "2026-03" for the Karachi month `back` months before the one holding `now`. */
function karachiMonth(now: Date, back: number) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number);
  const d = new Date(Date.UTC(year!, month! - 1 - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The money dashboard: what reached the account today, this month and this year (Karachi days),
 * the receipts still waiting, the breakdowns for the period asked, and the last 12 months. Each
 * gift counts on the day it was given; only verified receipts and charged cards count, for what
 * arrived.
 */
export async function reportSummary(db: Db, period: ReportPeriod, now = new Date()): Promise<ReportSummary> {
  const since = periodStart(period, now);
  // As of `now`: the figures a given moment showed, whatever was given after it.
  const confirmed = confirmedBy(now);
  const inPeriod = and(confirmed, since);
  const sum = paisaSum(arrived);
  const n = sql<string>`count(*)`;
  const within = (unit: 'day' | 'month' | 'year') => sql`${donations.createdAt} >= ${startOf(unit, now)}`;
  const month = sql<string>`to_char(${donations.createdAt} at time zone ${ZONE}, 'YYYY-MM')`;
  const firstMonth = karachiMonth(now, 11);

  const [[totals], [pending], byMethod, byModule, byCategory, byCampaign, months] = await Promise.all([
    db
      .select({
        today: sql<string | null>`sum(${arrived}) filter (where ${within('day')})`,
        todayN: sql<string>`count(*) filter (where ${within('day')})`,
        month: sql<string | null>`sum(${arrived}) filter (where ${within('month')})`,
        monthN: sql<string>`count(*) filter (where ${within('month')})`,
        year: sql<string | null>`sum(${arrived})`,
        yearN: n,
      })
      .from(donations)
      .where(and(confirmed, within('year'))),
    db
      .select({ paisa: paisaSum(sql`${donations.amountPaisa}`), n })
      .from(donations)
      .where(and(eq(donations.status, 'pending_review'), lte(donations.createdAt, now))),
    db.select({ method: donations.paymentMethod, paisa: sum, n }).from(donations).where(inPeriod).groupBy(donations.paymentMethod).orderBy(desc(sum)),
    db.select({ module: donations.moduleCode, paisa: sum, n }).from(donations).where(inPeriod).groupBy(donations.moduleCode).orderBy(desc(sum)),
    db
      .select({ category: donations.category, paisa: sum, n })
      .from(donations)
      .where(and(inPeriod, eq(donations.moduleCode, 'DONATION')))
      .groupBy(donations.category)
      .orderBy(desc(sum)),
    db
      .select({ id: campaigns.id, title: campaigns.title, paisa: sum, n })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(and(inPeriod, isNotNull(donations.campaignId)))
      .groupBy(campaigns.id, campaigns.title)
      .orderBy(desc(sum)),
    db
      .select({ month, paisa: sum, n })
      .from(donations)
      .where(and(confirmed, sql`${donations.createdAt} >= (${`${firstMonth}-01`}::timestamp at time zone ${ZONE})`))
      .groupBy(month),
  ]);

  const monthly = new Map(months.map((m) => [m.month, m]));
  return {
    generated_at: now.toISOString(),
    time_zone: TIME_ZONE,
    period,
    totals: { today: figure(totals!.today, totals!.todayN), month: figure(totals!.month, totals!.monthN), year: figure(totals!.year, totals!.yearN) },
    pending: figure(pending!.paisa, pending!.n),
    by_method: byMethod.map((r) => ({ method: r.method, ...figure(r.paisa, r.n) })),
    by_module: byModule.map((r) => ({ module_code: r.module, ...figure(r.paisa, r.n) })),
    by_category: byCategory.map((r) => ({ category: r.category ?? reportMessages.noCategory, ...figure(r.paisa, r.n) })),
    by_campaign: byCampaign.map((r) => ({ campaign_id: r.id, title: r.title, ...figure(r.paisa, r.n) })),
    months: Array.from({ length: 12 }, (_, i) => {
      const key = karachiMonth(now, 11 - i);
      const m = monthly.get(key);
      return { month: key, ...figure(m?.paisa ?? 0, m?.n ?? 0) };
    }),
  };
}
