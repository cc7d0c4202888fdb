import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { staffTokens } from '../../db/schema/index.ts';

/**
 * One-time links e-mailed to a person (staff or learner): the token is 32 random bytes, and only
 * its SHA-256 is stored, so a copy of the database opens nothing. A link works once, before it
 * expires: using it, or a newer link of the same kind, ends it. Each kind of person has a table of
 * its own (same columns but the owner's), so a learner's link can never act on a staff account.
 */

/** Both link tables have the same columns but the owner's; drizzle is told the first shape. */
type LinkTable = typeof staffTokens;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a real token looks like: anything else cannot match and costs no query. */
export const isLinkToken = (token: string) => /^[\w-]{43}$/.test(token);

export function oneTimeLinks<Purpose extends string>(table: LinkTable, ownerKey: 'staffId' | 'learnerId', ttlMs: Record<Purpose, number>) {
  const owner = (table as unknown as Record<typeof ownerKey, LinkTable['staffId']>)[ownerKey];
  const purposeIs = (purpose: Purpose) => eq(table.purpose, purpose as LinkTable['$inferSelect']['purpose']);

  const links = {
    /** Ends an owner's unused links of one kind (all kinds when not said): a newer link, a disabled account. */
    async end(tx: Db, ownerId: number, purpose?: Purpose, now = new Date()) {
      await tx
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(owner, ownerId), isNull(table.usedAt), purpose ? purposeIs(purpose) : undefined));
    },

    /** A new link for the owner, ending their earlier ones of the same kind; answers the token to e-mail. */
    async issue(tx: Db, ownerId: number, purpose: Purpose, now = new Date()) {
      await links.end(tx, ownerId, purpose, now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ttlMs[purpose]);
      const row = { [ownerKey]: ownerId, purpose, tokenHash: digest(token), expiresAt, createdAt: now };
      await tx.insert(table).values(row as unknown as LinkTable['$inferInsert']);
      return { token, expiresAt };
    },

    /**
     * Uses a link: marks it used and answers its owner's id, or null when it is unknown, expired or
     * used. One UPDATE, so two requests with the same link cannot both get in; in the caller's
     * transaction, so a refused password leaves the link usable.
     */
    async use(tx: Db, token: string, purpose: Purpose, now = new Date()): Promise<number | null> {
      if (!isLinkToken(token)) return null;
      const [used] = await tx
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.tokenHash, digest(token)), purposeIs(purpose), isNull(table.usedAt), gt(table.expiresAt, now)))
        .returning({ ownerId: owner });
      return used?.ownerId ?? null;
    },

    /** A link of this kind sent in the last minute and still unused: another is not sent, so nobody can flood a mailbox. */
    async sentLately(tx: Db, ownerId: number, purpose: Purpose, now = new Date()) {
      const [recent] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(owner, ownerId), purposeIs(purpose), isNull(table.usedAt), gt(table.createdAt, new Date(now.getTime() - 60_000))))
        .limit(1);
      return recent !== undefined;
    },
  };
  return links;
}
