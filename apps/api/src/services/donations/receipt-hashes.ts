import { createHash } from 'node:crypto';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { DuplicateReason } from '@foundation/contract/donation-review';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/index.ts';
import type { ReceiptType } from './receipts.ts';

/**
 * Two fingerprints of a receipt, taken when it is uploaded, so finance is warned when a receipt
 * comes back for another gift: the SHA-256 of its bytes (the very same file) and a perceptual
 * hash of the picture (the same screenshot saved again, cropped a little or recompressed).
 */
export interface ReceiptHashes {
  sha256: string;
  /** dHash, 64 bits as 16 hex digits; null for a PDF, a plain picture, or one sharp cannot read. */
  phash: string | null;
}

/**
 * Pictures this close (bits that differ out of 64) are taken for the same receipt. A hint, not a
 * proof: at 9x8 two screenshots of one wallet app's confirmation screen, with different amounts,
 * can come this close too, so finance is asked to look, never stopped.
 */
export const PHASH_MAX_DISTANCE = 6;

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * dHash (difference hash): the picture in grey at 9x8, each bit saying whether a pixel is brighter
 * than its right neighbour. It survives resizing, recompression and small colour changes, which
 * is what a receipt saved again or forwarded through a messenger goes through.
 */
export async function differenceHash(bytes: Buffer): Promise<string | null> {
  try {
    // rotate(): a phone photo's EXIF orientation is applied, so a re-saved copy without it still matches.
    const pixels = await sharp(bytes, { failOn: 'none', limitInputPixels: 100_000_000 })
      .rotate()
      .grayscale()
      .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    let hash = 0n;
    for (let y = 0; y < 8; y++) {
      for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
    // A plain picture (blank, one colour, a smooth gradient) hashes to nearly all 0s or all 1s, which
    // is within the distance of every other plain picture: it is not kept, so such pictures never
    // warn of each other. Their SHA-256 still does.
    const ones = hash.toString(2).replace(/0/g, '').length;
    if (ones <= PHASH_MAX_DISTANCE / 2 || 64 - ones <= PHASH_MAX_DISTANCE / 2) return null;
    return hash.toString(16).padStart(16, '0');
  } catch {
    // A picture libvips cannot decode (a BMP, a damaged file) still has its SHA-256.
    return null;
  }
}

export async function receiptHashes(bytes: Buffer, type: ReceiptType): Promise<ReceiptHashes> {
  return { sha256: sha256Hex(bytes), phash: type.ext === 'pdf' ? null : await differenceHash(bytes) };
}

/** Bits that differ between two 16-hex dHashes. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

const phashDistance = (phash: string) =>
  sql`bit_count(('x' || ${donations.receiptPhash})::bit(64) # ('x' || ${phash})::bit(64))`;

export interface ReceiptTwin {
  id: number;
  reference: string;
  createdAt: Date;
  status: (typeof donations.$inferSelect)['status'];
  reasons: DuplicateReason[];
}

/**
 * The other gifts whose receipt looks like this one's, newest first: the same bytes, a picture
 * within PHASH_MAX_DISTANCE, or the same statement transaction id. Receipts uploaded before the
 * hashes were taken have none and are never matched (no backfill).
 */
export async function receiptTwins(
  db: Db,
  gift: { id: number; receiptSha256: string | null; receiptPhash: string | null; transactionId: string | null },
  limit = 10,
): Promise<ReceiptTwin[]> {
  const alike: SQL[] = [];
  if (gift.receiptSha256) alike.push(eq(donations.receiptSha256, gift.receiptSha256));
  if (gift.receiptPhash) alike.push(sql`${donations.receiptPhash} is not null and ${phashDistance(gift.receiptPhash)} <= ${PHASH_MAX_DISTANCE}`);
  if (gift.transactionId) alike.push(eq(donations.transactionId, gift.transactionId));
  if (alike.length === 0) return [];
  const rows = await db
    .select({
      id: donations.id,
      reference: donations.reference,
      createdAt: donations.createdAt,
      status: donations.status,
      sha256: donations.receiptSha256,
      phash: donations.receiptPhash,
      transactionId: donations.transactionId,
    })
    .from(donations)
    .where(and(ne(donations.id, gift.id), or(...alike)))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit);
  return rows.map((r) => {
    const reasons: DuplicateReason[] = [];
    if (gift.receiptSha256 && r.sha256 === gift.receiptSha256) reasons.push('same_file');
    // The same file is of course also the same picture: say the stronger reason only.
    else if (gift.receiptPhash && r.phash && hammingDistance(r.phash, gift.receiptPhash) <= PHASH_MAX_DISTANCE) reasons.push('similar_image');
    if (gift.transactionId && r.transactionId === gift.transactionId) reasons.push('same_transaction_id');
    return { id: r.id, reference: r.reference, createdAt: r.createdAt, status: r.status, reasons };
  });
}
