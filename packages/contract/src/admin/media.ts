import { z } from 'zod';
import { choiceFilter, listEnvelope, listQuerySchema, recordEnvelope, timestamp } from './kit.ts';

/**
 * The media library (POST|GET /api/admin/media). A record elsewhere refers to a file by its `url`;
 * an image also has WebP and AVIF copies at the widths the site shows, never wider than the original.
 */

export const MEDIA_KINDS = ['image', 'pdf', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export { MEDIA_WIDTHS } from '../media-copies.ts';

export const MediaVariantSchema = z.object({
  format: z.enum(['webp', 'avif']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  size: z.number().int(),
});
export type MediaVariant = z.infer<typeof MediaVariantSchema>;

export const MediaRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  /** The original as uploaded: /uploads/media/... */
  url: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(MediaVariantSchema),
  created_at: timestamp,
  /** The staff member who uploaded it; null once that account is gone. */
  created_by: z.number().int().nullable(),
});
export type MediaRecord = z.infer<typeof MediaRecordSchema>;

export const MediaListQuerySchema = listQuerySchema({
  sort: ['created_at', 'original_name', 'size'],
  defaultSort: '-created_at',
  filters: { kind: choiceFilter(MEDIA_KINDS) },
});
export type MediaListQuery = z.input<typeof MediaListQuerySchema>;

/** POST /api/admin/media's multipart form, as the document shows it (the route reads the parts itself). */
export const MediaUploadFormSchema = z.object({ file: z.file() });

/** POST /api/admin/media?kind=image: the picker may say what it expects, and a file of another kind is refused. */
export const MediaUploadQuerySchema = z.object({ kind: choiceFilter(MEDIA_KINDS) });

export const MediaListResponseSchema = listEnvelope(MediaRecordSchema);
export type MediaListResponse = z.infer<typeof MediaListResponseSchema>;
export const MediaResponseSchema = recordEnvelope(MediaRecordSchema);
export type MediaResponse = z.infer<typeof MediaResponseSchema>;
