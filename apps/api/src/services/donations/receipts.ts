import { randomUUID } from 'node:crypto';
import type { Storage } from '../../adapters/storage.ts';
import { bmpComplete, imageDecodes, pdfOpens } from './file-decoding.ts';

export interface ReceiptType {
  ext: 'jpg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf';
  mime: string;
}

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + sig.length && bytes.subarray(at, at + sig.length).equals(sig);
};

/** BMP headers are "BM" plus a DIB header whose size is one of these; "BM" alone is too weak a sign. */
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/**
 * The receipt's real type, read from its first bytes (its name and the browser's claimed type
 * prove nothing), or null when it is none of the image or PDF types a receipt may be.
 */
export function detectReceiptType(bytes: Buffer): ReceiptType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return { ext: 'webp', mime: 'image/webp' };
  if (startsWith(bytes, '%PDF-')) return { ext: 'pdf', mime: 'application/pdf' };
  if (startsWith(bytes, 'BM') && bytes.length >= 18 && BMP_DIB_SIZES.has(bytes.readUInt32LE(14))) {
    return { ext: 'bmp', mime: 'image/bmp' };
  }
  return null;
}

/** Whether staff can open the receipt: the picture decodes to its last pixel, the PDF opens with a page. */
export function receiptDecodes(bytes: Buffer, type: ReceiptType): Promise<boolean> {
  if (type.ext === 'pdf') return pdfOpens(bytes);
  if (type.ext === 'bmp') return Promise.resolve(bmpComplete(bytes));
  return imageDecodes(bytes);
}

/**
 * Keeps a receipt in the private area under a random name: receipts are personal data, and the
 * donor's file name never becomes part of a path. Returns the storage key.
 */
export async function saveReceipt(storage: Storage, bytes: Buffer, type: ReceiptType): Promise<string> {
  const now = new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const key = `receipts/${month}/${randomUUID()}.${type.ext}`;
  await storage.put('private', key, bytes);
  return key;
}
