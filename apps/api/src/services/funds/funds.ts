import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toPaisa } from '@foundation/contract/common';
import type { FieldErrors } from '@foundation/contract/errors';
import { GENERAL_FUND, fundMessages, type FundChoice, type GiftFundLine, type PublicFund } from '@foundation/contract/funds';
import type { Db } from '../../db/client.ts';
import { campaigns, donationFunds, funds, welfareCategories } from '../../db/schema/index.ts';
import { inLocale, type ContentLocale } from '../../lib/content-language.ts';

type Fund = typeof funds.$inferSelect;
export interface FundLine {
  fundId: number;
  amountPaisa: number;
}

/** Where a gift goes, as far as funds are concerned: the campaign, or the welfare category by its recorded name. */
export interface Programme {
  campaignId: number | null;
  category: string | null;
}

const FIELD = 'donatation_submit.fund';
const SPLIT_FIELD = 'donatation_submit.fund_split';

/** The codes of the funds this programme may not take: its campaign's and its welfare category's. */
export async function refusedFunds(db: Db, p: Programme): Promise<Set<string>> {
  const refused = new Set<string>();
  if (p.campaignId !== null) {
    const [c] = await db.select({ refused: campaigns.refusedFunds }).from(campaigns).where(eq(campaigns.id, p.campaignId));
    c?.refused.forEach((code) => refused.add(code));
  }
  if (p.category) {
    const rows = await db.select({ refused: welfareCategories.refusedFunds }).from(welfareCategories).where(eq(welfareCategories.name, p.category));
    rows.forEach((r) => r.refused.forEach((code) => refused.add(code)));
  }
  return refused;
}

const publicOf = (f: Fund, locale: ContentLocale): PublicFund => ({
  code: f.code,
  name: inLocale(locale, f.name, f.translations, 'name'),
  explanation: inLocale(locale, f.explanation, f.translations, 'explanation'),
});

/** GET /api/funds: the funds offered to donors, in staff's order; for a programme, only those it takes. */
export async function offeredFunds(db: Db, locale: ContentLocale, p?: Programme): Promise<PublicFund[]> {
  const refused = p ? await refusedFunds(db, p) : new Set<string>();
  const rows = await db.select().from(funds).where(eq(funds.published, true)).orderBy(asc(funds.position), asc(funds.id));
  return rows.filter((f) => !refused.has(f.code)).map((f) => publicOf(f, locale));
}

/**
 * The General fund: written by the migration, made again if it was ever removed, since a gift that
 * names no fund (every payload the spec describes) must still land somewhere.
 */
async function generalFund(db: Db): Promise<Fund> {
  const [row] = await db.select().from(funds).where(eq(funds.code, GENERAL_FUND));
  if (row) return row;
  await db
    .insert(funds)
    .values({ code: GENERAL_FUND, name: 'General (Atiyat)', explanation: 'A general gift the foundation may use wherever the need is greatest.', position: 99 })
    .onConflictDoNothing();
  const [made] = await db.select().from(funds).where(eq(funds.code, GENERAL_FUND));
  return made!;
}

/**
 * The fund lines of a gift of `totalPaisa` to a programme. No choice: all of it General, which no
 * programme refuses (the spec's payloads carry no fund and must stay valid). One fund: all of it
 * there. A split: each line as given, adding up to the gift. A fund that is unknown, hidden, or not
 * taken by the programme is refused on the field, by name.
 */
export async function fundLinesFor(db: Db, choice: FundChoice, p: Programme, totalPaisa: number): Promise<{ lines: FundLine[] } | { errors: FieldErrors }> {
  const split = choice.fund_split && Object.keys(choice.fund_split).length > 0 ? choice.fund_split : null;
  if (!split && !choice.fund) return { lines: [{ fundId: (await generalFund(db)).id, amountPaisa: totalPaisa }] };
  const wanted = split ? Object.keys(split) : [choice.fund!];
  const field = split ? SPLIT_FIELD : FIELD;
  const found = new Map((await db.select().from(funds).where(and(inArray(funds.code, wanted), eq(funds.published, true)))).map((f) => [f.code, f]));
  const missing = wanted.find((code) => !found.has(code));
  if (missing) return { errors: { [field]: [fundMessages.unknown] } };
  const refused = await refusedFunds(db, p);
  const notTaken = wanted.find((code) => refused.has(code));
  if (notTaken) return { errors: { [field]: [fundMessages.refused(found.get(notTaken)!.name)] } };
  if (!split) return { lines: [{ fundId: found.get(choice.fund!)!.id, amountPaisa: totalPaisa }] };
  const lines = wanted.map((code) => ({ fundId: found.get(code)!.id, amountPaisa: toPaisa(split[code]!) }));
  if (lines.reduce((s, l) => s + l.amountPaisa, 0) !== totalPaisa) return { errors: { [SPLIT_FIELD]: [fundMessages.splitTotal] } };
  return { lines };
}

/** A gift's fund lines with the funds' names, in the reader's language, largest first. */
export async function fundLinesOf(db: Db, donationId: number, locale: ContentLocale = 'en'): Promise<GiftFundLine[]> {
  const rows = await db
    .select({ line: donationFunds, fund: funds })
    .from(donationFunds)
    .innerJoin(funds, eq(funds.id, donationFunds.fundId))
    .where(eq(donationFunds.donationId, donationId))
    .orderBy(sql`${donationFunds.amountPaisa} desc`, asc(donationFunds.id));
  return rows.map(({ line, fund }) => ({ code: fund.code, name: inLocale(locale, fund.name, fund.translations, 'name'), amount: line.amountPaisa / 100 }));
}

/** The fund lines in one phrase: "Zakat" or "Zakat Rs 20,000 + Sadaqah Rs 5,000". */
export function fundsPhrase(lines: GiftFundLine[], money: (rupees: number) => string): string {
  if (lines.length <= 1) return lines[0]?.name ?? '';
  return lines.map((l) => `${l.name} ${money(l.amount)}`).join(' + ');
}
