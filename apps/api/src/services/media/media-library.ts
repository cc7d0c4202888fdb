import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { mediaKindNames, mediaMessages } from '@foundation/contract/admin/kit';
import { MediaListQuerySchema, MediaRecordSchema, type MediaKind, type MediaRecord } from '@foundation/contract/admin/media';
import { mediaCopyUrl } from '@foundation/contract/media-copies';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles, type MediaVariant } from '../../db/schema/index.ts';
import { defineResource } from '../back-office/kit.ts';
import { refuse, staffWrite, type Outcome, type StaffActor } from '../write.ts';
import { recordAudit } from '../audit.ts';
import { claimedKind, describeUnknown, detectMediaType } from './media-detect.ts';
import { copiesByWidth, ImageTooLargeError, ImageUnreadableError, processImage } from './media-images.ts';
import { mediaUsedBy } from './media-uses.ts';

/** Every library file lives under this folder of the public area, served as /uploads/media/... */
export const MEDIA_PREFIX = 'media/';
export const isMediaKey = (key: string) => key.startsWith(MEDIA_PREFIX);
export const mediaUrlOf = (key: string) => `/uploads/${key}`;
export const keyOfMediaUrl = (url: string) => url.replace(/^\/uploads\//, '');

type MediaRow = typeof mediaFiles.$inferSelect;

const toRecord = (r: MediaRow): MediaRecord => ({
  id: r.id,
  kind: r.kind as MediaKind,
  url: r.url,
  original_name: r.originalName,
  mime: r.mime,
  size: r.size,
  width: r.width,
  height: r.height,
  variants: r.variants,
  created_at: r.createdAt.toISOString(),
  created_by: r.createdBy,
});

/** The media library's list and records; uploads have their own route (a file, not a JSON body). */
export const mediaResource = defineResource({
  name: 'media',
  label: 'media file',
  table: mediaFiles,
  id: mediaFiles.id,
  schemas: { row: MediaRecordSchema, record: MediaRecordSchema, query: MediaListQuerySchema },
  search: [mediaFiles.originalName],
  sort: { created_at: mediaFiles.createdAt, original_name: sql`lower(${mediaFiles.originalName})`, size: mediaFiles.size },
  filters: (query) => [query.kind === undefined ? undefined : eq(mediaFiles.kind, query.kind)],
  rows: async (db, page) =>
    (await db.select().from(mediaFiles).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRecord),
  read: async (db, id) => {
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    return row ? toRecord(row) : null;
  },
  caches: [],
});

export interface Upload {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

/** A name fit to show in the library: no path, no control characters, not endless. */
const cleanName = (filename: string) =>
  (filename.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'file';

const invalid = (message: string): Outcome<never> => ({ status: 'invalid', errors: { file: [message] } });

/**
 * Adds a file to the library. The bytes decide what it is: a file whose name claims another
 * kind (an "image" that is a web page or a program) is refused, as is anything that is not an
 * image, PDF or audio. Images get WebP and AVIF copies at the site's widths; PDFs and audio are
 * stored as they are (served with ranges under /uploads/).
 */
export async function uploadMedia(deps: { db: Db; storage: Storage }, staff: StaffActor, upload: Upload, expected?: MediaKind): Promise<Outcome<MediaRecord>> {
  const name = cleanName(upload.filename);
  if (upload.bytes.length === 0) return invalid(mediaMessages.fileRequired);
  const type = detectMediaType(upload.bytes);
  const claimed = claimedKind(name, upload.mimetype);
  if (!type) {
    return invalid(claimed ? mediaMessages.disguised(name, mediaKindNames[claimed], describeUnknown(upload.bytes)) : mediaMessages.unsupported);
  }
  if (claimed && claimed !== type.kind) return invalid(mediaMessages.disguised(name, mediaKindNames[claimed], mediaKindNames[type.kind]));
  if (expected && expected !== type.kind) return invalid(mediaMessages.wrongKind(expected));

  let image: Awaited<ReturnType<typeof processImage>> | null = null;
  if (type.kind === 'image') {
    try {
      image = await processImage(upload.bytes);
    } catch (error) {
      if (error instanceof ImageTooLargeError) return invalid(mediaMessages.tooManyPixels);
      if (error instanceof ImageUnreadableError) return invalid(mediaMessages.unreadableImage);
      throw error;
    }
  }

  const now = new Date();
  const base = `${MEDIA_PREFIX}${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
  const written: string[] = [];
  const put = async (key: string, bytes: Buffer) => {
    await deps.storage.put('public', key, bytes);
    written.push(key);
  };
  try {
    const key = `${base}.${type.ext}`;
    // A public original never carries where or with what a photo was taken.
    const kept = image?.cleaned ?? upload.bytes;
    await put(key, kept);
    const variants: MediaVariant[] = [];
    for (const { slot, variant: v } of image ? copiesByWidth(image) : []) {
      const url = mediaCopyUrl(mediaUrlOf(key), slot, v.format);
      await put(keyOfMediaUrl(url), v.bytes);
      variants.push({ format: v.format, width: v.width, height: v.height, url, size: v.bytes.length });
    }
    const done = await staffWrite(deps.db, staff, [], async (tx) => {
      const [row] = await tx
        .insert(mediaFiles)
        .values({
          kind: type.kind,
          url: mediaUrlOf(key),
          originalName: name,
          mime: type.mime,
          size: kept.length,
          width: image?.width ?? null,
          height: image?.height ?? null,
          variants,
          createdBy: staff.id,
        })
        .returning();
      // The audit log keeps the file's record (name, type, size, addresses), never its bytes.
      const record = toRecord(row!);
      await recordAudit(tx, staff, { action: 'create', entity: 'media', entityId: record.id, after: record });
      return record;
    });
    if (done.status !== 'ok') throw new Error(`media insert refused: ${done.status}`);
    return done;
  } catch (error) {
    // Files no row names would never be found again: remove what was written.
    await Promise.allSettled(written.map((key) => deps.storage.remove('public', key)));
    throw error;
  }
}

/**
 * Deletes a library file and its copies, unless a record or a text still names it (409 with
 * where). The row goes in the transaction; the files after it commits, so a failed delete never
 * leaves a row pointing at nothing.
 */
export async function deleteMedia(deps: { db: Db; storage: Storage }, staff: StaffActor, id: number): Promise<Outcome<null>> {
  let keys: string[] = [];
  const done = await staffWrite(deps.db, staff, [], async (tx) => {
    const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
    if (!row) return refuse({ status: 'not-found' });
    const used = await mediaUsedBy(tx, { url: row.url, key: keyOfMediaUrl(row.url), variantUrls: row.variants.map((v) => v.url) });
    if (used.uses.length) refuse({ status: 'conflict', message: mediaMessages.inUse(used.uses, used.more) });
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    await recordAudit(tx, staff, { action: 'delete', entity: 'media', entityId: id, before: toRecord(row) });
    keys = [row.url, ...row.variants.map((v) => v.url)].map(keyOfMediaUrl);
    return null;
  });
  // A copy a failed remove leaves behind is named by nothing any more; the delete stands.
  if (done.status === 'ok') await Promise.allSettled(keys.map((key) => deps.storage.remove('public', key)));
  return done;
}
