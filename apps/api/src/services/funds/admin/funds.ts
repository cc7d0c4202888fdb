import { eq, inArray, sql } from 'drizzle-orm';
import {
  AdminFundCreateSchema,
  AdminFundListQuerySchema,
  AdminFundPatchSchema,
  AdminFundRowSchema,
  AdminFundSchema,
  fundCodeOf,
  fundCodeTaken,
  unknownRefusedFund,
} from '@foundation/contract/admin/funds';
import type { FieldErrors } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff-messages';
import type { Db } from '../../../db/client.ts';
import { donationFunds, funds } from '../../../db/schema/index.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

type Row = typeof funds.$inferSelect;

/** A new fund's code: the one given, or one made from its name. */
const codeOf = (input: { code?: string; name?: string }) => input.code ?? fundCodeOf(input.name ?? '');

const toRow = (r: Row) => ({ id: r.id, code: r.code, name: r.name, explanation: r.explanation, position: r.position, ...publishState(r) });

/**
 * The funds gifts belong to, edited by finance: a name and one line each, in
 * English and Urdu. A fund that holds gifts is never deleted (hide it instead: the books keep it).
 */
export const fundResource = defineResource({
  name: 'funds',
  label: 'fund',
  table: funds,
  id: funds.id,
  schemas: { row: AdminFundRowSchema, record: AdminFundSchema, query: AdminFundListQuerySchema, create: AdminFundCreateSchema, patch: AdminFundPatchSchema },
  search: [funds.name, funds.code],
  sort: { position: funds.position, name: sql`lower(${funds.name})`, updated_at: funds.updatedAt },
  filters: (query) => [query.published === undefined ? undefined : eq(funds.published, query.published)],
  rows: async (db, page) => (await db.select().from(funds).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select().from(funds).where(eq(funds.id, id));
    return row ? { ...toRow(row), translations: translationsOf(row.translations), created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({
    name: input.name,
    explanation: input.explanation,
    published: input.published,
    translations: translationValues(input.translations),
  }),
  // The code is made once, on create (the patch schema has none): links and the books name the fund by it.
  createValues: (input) => ({ code: codeOf(input), position: sql`(select coalesce(max(${funds.position}), -1) + 1 from ${funds})` }),
  check: async (tx, input, id) => {
    if (id !== null) return null;
    const [taken] = await tx.select({ id: funds.id }).from(funds).where(eq(funds.code, codeOf(input)));
    return taken ? { code: [fundCodeTaken] } : null;
  },
  deleteGuard: async (tx, id) => {
    const [used] = await tx.select({ id: donationFunds.id }).from(donationFunds).where(eq(donationFunds.fundId, id)).limit(1);
    return used ? 'This fund holds gifts, so it stays in the books. Hide it from donors instead (Offered to donors: off).' : null;
  },
  order: funds.position,
  caches: [],
  // Which fund a rupee belongs to is the books' concern: finance keeps the funds, as it keeps the gifts.
  roles: ROLES.money,
});

/** A programme's funds not taken must be funds that exist: a typo would otherwise refuse nothing. */
export async function refusedFundErrors(tx: Db, codes: string[] | undefined): Promise<FieldErrors | null> {
  if (!codes?.length) return null;
  const known = new Set((await tx.select({ code: funds.code }).from(funds).where(inArray(funds.code, codes))).map((r) => r.code));
  const unknown = codes.find((c) => !known.has(c));
  return unknown ? { refused_funds: [unknownRefusedFund(unknown)] } : null;
}
