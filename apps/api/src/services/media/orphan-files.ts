import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/index.ts';
import type { Storage } from '../../adapters/storage.ts';

/**
 * Private files are written before the row that names them (a receipt before its donation, a
 * receipt PDF before its key is recorded), and removed again when that write fails. A crash in
 * between leaves a file nobody references: personal data with no owner. Only these folders hold
 * such files; book PDFs and everything else in the private area are never touched.
 */
const ORPHAN_FOLDERS = ['receipts/', 'receipt-pdfs/'];
/** Far longer than any request takes between writing a file and recording it. */
const GRACE_MS = 60 * 60_000;
const BATCH = 500;

/** Donation columns that name private files. */
const referencing = [donations.receiptKey, donations.receiptPdfKey];

async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ receipt: donations.receiptKey, pdf: donations.receiptPdfKey })
    .from(donations)
    .where(or(...referencing.map((column) => inArray(column, keys))));
  return new Set(rows.flatMap((row) => [row.receipt, row.pdf]).filter((key): key is string => key !== null));
}

async function removeUnreferenced(db: Db, storage: Storage, keys: string[]) {
  const known = await referencedKeys(db, keys);
  const orphans = keys.filter((key) => !known.has(key));
  for (const key of orphans) await storage.remove('private', key);
  return orphans;
}

/** Removes receipts and receipt PDFs older than an hour that no donation names; answers their keys. */
export async function removeOrphanFiles(db: Db, storage: Storage, now = new Date()): Promise<string[]> {
  const removed: string[] = [];
  let batch: string[] = [];
  for (const folder of ORPHAN_FOLDERS) {
    for await (const file of storage.list('private', folder)) {
      if (now.getTime() - file.modified.getTime() < GRACE_MS) continue;
      batch.push(file.key);
      if (batch.length < BATCH) continue;
      removed.push(...(await removeUnreferenced(db, storage, batch)));
      batch = [];
    }
  }
  if (batch.length > 0) removed.push(...(await removeUnreferenced(db, storage, batch)));
  return removed;
}
