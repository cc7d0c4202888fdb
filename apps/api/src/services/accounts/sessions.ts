import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import { TOKEN_TTL_MS } from '@foundation/contract/learners';
import { STAFF_TOKEN_TTL_MS } from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import { learnerSessions, staffSessions } from '../../db/schema/index.ts';

/** Only this digest is stored: a copy of the table gives no one a working token. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Both session tables have the same columns but the owner's; drizzle is told the first shape. */
type SessionTable = typeof learnerSessions;

/**
 * Bearer sessions of one kind (learners or staff), each in its own table so a learner's token
 * can never open the back office. Tokens are 32 random bytes; they expire and can be revoked.
 */
function sessionStore(table: SessionTable, ownerKey: 'learnerId' | 'staffId', ttlMs: number) {
  const owner = (table as unknown as Record<typeof ownerKey, SessionTable['learnerId']>)[ownerKey];
  return {
    async create(db: Db, ownerId: number, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      // Sweep this owner's dead sessions while we are here, so the table does not only grow.
      await db.delete(table).where(and(eq(owner, ownerId), or(lt(table.expiresAt, now), isNotNull(table.revokedAt))));
      const row = { [ownerKey]: ownerId, tokenHash: digest(token), expiresAt: new Date(now.getTime() + ttlMs) };
      await db.insert(table).values(row as SessionTable['$inferInsert']);
      return token;
    },

    /** The live session a bearer token names, or null when it is unknown, expired or revoked. */
    async find(db: Db, token: string, now = new Date()): Promise<{ id: number; ownerId: number } | null> {
      // A real token is 43 characters of base64url; anything else cannot match and costs no query.
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const [session] = await db
        .select({ id: table.id, ownerId: owner })
        .from(table)
        .where(and(eq(table.tokenHash, digest(token)), isNull(table.revokedAt), gt(table.expiresAt, now)));
      return session ?? null;
    },

    async revoke(db: Db, sessionId: number) {
      await db.update(table).set({ revokedAt: new Date() }).where(eq(table.id, sessionId));
    },
  };
}

export const learnerSessionStore = sessionStore(learnerSessions, 'learnerId', TOKEN_TTL_MS);
export const staffSessionStore = sessionStore(staffSessions as unknown as SessionTable, 'staffId', STAFF_TOKEN_TTL_MS);
