import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import { TOKEN_TTL_MS } from '@foundation/contract/customers';
import type { Db } from '../db/client.ts';
import { customerSessions } from '../db/schema/index.ts';

/** Only this digest is stored: a copy of the table gives no one a working token. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new bearer token (32 random bytes) for a customer, valid for 24 hours. */
export async function createSession(db: Db, customerId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Sweep this customer's dead sessions while we are here, so the table does not only grow.
  await db
    .delete(customerSessions)
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        or(lt(customerSessions.expiresAt, now), isNotNull(customerSessions.revokedAt)),
      ),
    );
  await db.insert(customerSessions).values({
    customerId,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

/** The live session a bearer token names, or null when it is unknown, expired or revoked. */
export async function findSession(db: Db, token: string, now = new Date()) {
  // A real token is 43 characters of base64url; anything else cannot match and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [session] = await db
    .select({ id: customerSessions.id, customerId: customerSessions.customerId })
    .from(customerSessions)
    .where(
      and(
        eq(customerSessions.tokenHash, digest(token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    );
  return session ?? null;
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(customerSessions).set({ revokedAt: new Date() }).where(eq(customerSessions.id, sessionId));
}
