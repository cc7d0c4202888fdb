import { eq } from 'drizzle-orm';
import type { StaffPreferences, StaffPreferencesPatch } from '@foundation/contract/admin/staff-preferences';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { refuse, staffWrite, type Outcome, type StaffActor } from '../write.ts';

/** The member's own preferences; null for no such member. */
export async function readPreferences(db: Db, id: number): Promise<StaffPreferences | null> {
  const [row] = await db.select({ dailyDigest: staff.dailyDigest }).from(staff).where(eq(staff.id, id));
  return row ? { daily_digest: row.dailyDigest } : null;
}

/** Changes the member's own preferences on the one write path, with the audit row of what changed. */
export function updatePreferences(db: Db, actor: StaffActor & { id: number }, patch: StaffPreferencesPatch): Promise<Outcome<StaffPreferences>> {
  return staffWrite(db, actor, [], async (tx) => {
    const before = await readPreferences(tx, actor.id);
    if (!before) return refuse({ status: 'not-found' });
    await tx.update(staff).set({ dailyDigest: patch.daily_digest }).where(eq(staff.id, actor.id));
    const after = { ...before, ...patch };
    await recordAudit(tx, actor, { action: 'update', entity: 'staff', entityId: actor.id, before, after });
    return after;
  });
}
