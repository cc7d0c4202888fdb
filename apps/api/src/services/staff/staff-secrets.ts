import { and, eq, isNotNull, isNull, or, type Column } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { SYSTEM_ACTOR } from '../write.ts';
import { recordAudit } from '../audit.ts';
import { byEmail } from './staff.ts';

/**
 * Run at every start (decision 25): seals the authenticator secrets stored before they were
 * sealed, and deals with those sealed under another key (a site restored or moved without its
 * DATA_ENCRYPTION_KEY or DATA_DIR's key file), which fit no code. The site's owner, the ADMIN_EMAIL
 * account whose password the environment holds, loses that second factor, so someone can still
 * sign in and turn off the others'; for the rest a warning says what happened. A row is rewritten
 * only while it holds what was read, so processes starting together never undo each other.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox, log: FastifyBaseLogger, owner?: string) {
  const rows = await db
    .select({ id: staff.id, secret: staff.totpSecret, pending: staff.totpPendingSecret })
    .from(staff)
    .where(or(isNotNull(staff.totpSecret), isNotNull(staff.totpPendingSecret)));
  const unreadable = (value: string | null) => value !== null && box.isSealed(value) && box.open(value) === null;
  const sealed = (value: string | null) => (value === null || box.isSealed(value) ? value : box.seal(value));
  const holds = (column: Column, value: string | null) => (value === null ? isNull(column) : eq(column, value));
  // The owner is looked up only when some secret will not open: most starts find none.
  const ownerId = owner && rows.some((row) => unreadable(row.secret)) ? (await db.select({ id: staff.id }).from(staff).where(byEmail(owner)))[0]?.id : undefined;
  let locked = 0;
  for (const row of rows) {
    const where = and(eq(staff.id, row.id), holds(staff.totpSecret, row.secret), holds(staff.totpPendingSecret, row.pending));
    if (unreadable(row.secret) && row.id === ownerId) {
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null }).where(where);
        await recordAudit(tx, SYSTEM_ACTOR, { action: 'two_factor_off', entity: 'staff', entityId: row.id, after: { reason: 'sealed under another key' } });
      });
      log.warn('the owner’s second factor was sealed under another key and is off: set it up again');
      continue;
    }
    if (unreadable(row.secret)) locked++;
    const [secret, pending] = [sealed(row.secret), sealed(row.pending)];
    if (secret === row.secret && pending === row.pending) continue;
    await db.update(staff).set({ totpSecret: secret, totpPendingSecret: pending }).where(where);
  }
  if (locked) log.warn({ members: locked }, 'second factors sealed under another key fit no code: an admin must turn them off, or start with the key they were set up under');
}
