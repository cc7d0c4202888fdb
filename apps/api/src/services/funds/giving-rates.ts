import { eq } from 'drizzle-orm';
import { GivingRatesSchema, emptyGivingRates, type GivingRates, type GivingRatesPatch } from '@foundation/contract/giving-rates';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { staffWrite, type StaffActor } from '../write.ts';

/** One settings row, apart from the site's (GET /api/settings is the spec's and keeps its answer). */
const KEY = 'giving_rates';

export async function readGivingRates(db: Db): Promise<GivingRates> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const parsed = GivingRatesSchema.safeParse({ ...emptyGivingRates(), ...(row?.value as object | undefined) });
  return parsed.success ? parsed.data : emptyGivingRates();
}

/** Staff change the season's rates: the whole record before and after goes to the audit log. */
export function updateGivingRates(db: Db, staff: StaffActor, patch: GivingRatesPatch & Record<string, unknown>) {
  return staffWrite(db, staff, [], async (tx) => {
    const before = await readGivingRates(tx);
    const after = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as GivingRates;
    await tx.insert(settings).values({ key: KEY, value: after }).onConflictDoUpdate({ target: settings.key, set: { value: after, updatedAt: new Date() } });
    await recordAudit(tx, staff, { action: 'update', entity: 'giving-rates', before, after });
    return after;
  });
}
