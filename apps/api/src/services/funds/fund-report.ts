import { asc, eq, notInArray } from 'drizzle-orm';
import type { FundReport } from '@foundation/contract/funds';
import type { Db } from '../../db/client.ts';
import { donationFunds, donations, funds } from '../../db/schema/index.ts';
import { arrivedPaisa } from '../donations/donation-records.ts';
import { readGivingRates } from './giving-rates.ts';

const DAY_MS = 86_400_000;
const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit' });
const hijriYear = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'Asia/Karachi', year: 'numeric' });
/** "1448 AH" → 1448. */
const hijriYearOf = (at: Date, offsetDays: number) => Number(hijriYear.formatToParts(new Date(at.getTime() + offsetDays * DAY_MS)).find((p) => p.type === 'year')!.value);
const monthOf = (at: Date) => month.format(at).slice(0, 7);

type Sums = { received: number; verified: number };
const add = (map: Map<string, Sums>, key: string, paisa: number, verified: boolean) => {
  const sums = map.get(key) ?? { received: 0, verified: 0 };
  sums.received += paisa;
  if (verified) sums.verified += paisa;
  map.set(key, sums);
};
const rupees = (s: Sums) => ({ received: s.received / 100, verified: s.verified / 100 });

/**
 * Totals per fund, per month and per Hijri year. A line counts its share of what arrived: a split gift
 * verified for less than pledged lowers each fund in proportion, so the funds add up to the gift.
 */
export async function fundReport(db: Db): Promise<FundReport> {
  const { hijri_offset_days: offset } = await readGivingRates(db);
  const rows = await db
    .select({ code: funds.code, line: donationFunds.amountPaisa, amount: donations.amountPaisa, receivedPaisa: donations.receivedPaisa, status: donations.status, at: donations.createdAt })
    .from(donationFunds)
    .innerJoin(donations, eq(donations.id, donationFunds.donationId))
    .innerJoin(funds, eq(funds.id, donationFunds.fundId))
    .where(notInArray(donations.status, ['rejected', 'failed']));
  const months = new Map<string, Sums>();
  const years = new Map<string, Sums>();
  const totals = new Map<string, Sums>();
  for (const r of rows) {
    const verified = r.status === 'verified' || r.status === 'succeeded';
    const share = r.amount > 0 ? Math.round((r.line * arrivedPaisa({ amountPaisa: r.amount, receivedPaisa: r.receivedPaisa })) / r.amount) : 0;
    add(months, `${monthOf(r.at)}|${r.code}`, share, verified);
    add(years, `${hijriYearOf(r.at, offset)}|${r.code}`, share, verified);
    add(totals, r.code, share, verified);
  }
  const split = (key: string) => key.split('|') as [string, string];
  const all = await db.select({ code: funds.code, name: funds.name }).from(funds).orderBy(asc(funds.position), asc(funds.id));
  return {
    funds: all,
    months: [...months].map(([k, s]) => ({ month: split(k)[0], fund: split(k)[1], ...rupees(s) })).sort((a, b) => b.month.localeCompare(a.month) || a.fund.localeCompare(b.fund)),
    hijri_years: [...years].map(([k, s]) => ({ year: Number(split(k)[0]), fund: split(k)[1], ...rupees(s) })).sort((a, b) => b.year - a.year || a.fund.localeCompare(b.fund)),
    totals: all.filter((f) => totals.has(f.code)).map((f) => ({ fund: f.code, ...rupees(totals.get(f.code)!) })),
    hijri_offset_days: offset,
  };
}
