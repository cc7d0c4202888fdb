import { z } from 'zod';
import { MAX_INT4 } from '../common.ts';
import {
  day,
  fieldMessages as f,
  listEnvelope,
  listQuerySchema,
  MEDIA_URL,
  mediaUrl,
  onOff,
  recordEnvelope,
  requiredText,
  optionalText,
  richText,
  timestamp,
  translations,
  translationsRecord,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/**
 * News and events (the home carousel, /SingleNewsEventPage/{id}/{date}) with their attachments:
 * photos and PDFs, edited with the item as an ordered array and shown in that order. Drafts
 * never reach getNewsEvents or getSpecificNewsEvent.
 */

/**
 * What the public page shows as a photo (the rest as a file link): the same rule as its
 * news-event-article, so a form shows each attachment where the page will.
 */
export const isPicturePath = (path: string) => /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(path.split('?')[0] ?? '');

/** Why an attachment row cannot be saved: it holds neither a photo nor a PDF, or both. */
export const newsEventMessages = {
  attachmentEmpty: 'Choose a photo or a PDF for this attachment, or remove it.',
  attachmentBoth: 'An attachment is a photo or a PDF, not both: clear one of them.',
} as const;

/** One attachment as the form edits it: the photo or the PDF is set, the other is "". */
export const AdminNewsAttachmentSchema = z.object({ id: z.number().int(), image: z.string(), file: z.string() });
export type AdminNewsAttachment = z.infer<typeof AdminNewsAttachmentSchema>;

/** The Urdu of an item (translations.ts: news-events). */
const AdminNewsEventUrdu = { title: optionalText('Urdu title', 200), description: richText('Urdu description') };
export const AdminNewsEventTranslationsSchema = translationsRecord(AdminNewsEventUrdu);
export const AdminNewsEventTranslationsInputSchema = translations(AdminNewsEventUrdu);

export const AdminNewsEventRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** YYYY-MM-DD. */
  event_date: z.string(),
  attachments: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminNewsEventRow = z.infer<typeof AdminNewsEventRowSchema>;

export const AdminNewsEventSchema = AdminNewsEventRowSchema.omit({ attachments: true }).extend({
  /** Sanitized HTML, exactly as the public page shows it. */
  description: z.string(),
  attachments: z.array(AdminNewsAttachmentSchema),
  translations: AdminNewsEventTranslationsSchema,
  created_at: timestamp,
});
export type AdminNewsEvent = z.infer<typeof AdminNewsEventSchema>;

/** A library file's URL, or "" when this side of the attachment is not used. */
const optionalMedia = (label: string) =>
  z
    .string({ error: f.mediaFile(label) })
    .trim()
    .max(500, f.mediaFile(label))
    .refine((v) => v === '' || MEDIA_URL.test(v), { error: f.mediaFile(label), abort: true })
    .meta({ anyOf: [{ const: '' }, { pattern: MEDIA_URL.source }] })
    .default('');

export const AdminNewsAttachmentInputSchema = z
  .object({
    /** Absent for a new attachment. */
    id: z.number({ error: f.choose('Attachment') }).int(f.choose('Attachment')).min(1, f.choose('Attachment')).max(MAX_INT4, f.choose('Attachment')).optional(),
    image: optionalMedia('Photo').refine((v) => v === '' || isPicturePath(v), f.mediaKind('Photo', 'image')),
    file: optionalMedia('PDF'),
  })
  .superRefine((a, ctx) => {
    if (!a.image && !a.file) ctx.addIssue({ code: 'custom', path: ['image'], message: newsEventMessages.attachmentEmpty });
    if (a.image && a.file) ctx.addIssue({ code: 'custom', path: ['file'], message: newsEventMessages.attachmentBoth });
  })
  .meta({
    // A photo or a PDF, not both: the other is absent or "".
    anyOf: [
      { required: ['image'], properties: { image: { minLength: 1 }, file: { const: '' } } },
      { required: ['file'], properties: { file: { minLength: 1 }, image: { const: '' } } },
    ],
  });
export type AdminNewsAttachmentInput = z.input<typeof AdminNewsAttachmentInputSchema>;
/** One attachment as the API saves it (after parsing). */
export type AdminNewsAttachmentItem = z.output<typeof AdminNewsAttachmentInputSchema>;

export const NEWS_ATTACHMENTS_MAX = 30;

const fields = {
  title: requiredText('Title', 200),
  event_date: day('Event date'),
  image: mediaUrl('Image'),
  description: richText('Description', { required: true }),
  published: onOff('Published'),
  attachments: z
    .array(AdminNewsAttachmentInputSchema, { error: f.tooMany('Attachments', NEWS_ATTACHMENTS_MAX) })
    .max(NEWS_ATTACHMENTS_MAX, f.tooMany('Attachments', NEWS_ATTACHMENTS_MAX)),
  translations: AdminNewsEventTranslationsInputSchema,
};

/** POST: a new item is a draft unless it says otherwise. PATCH: any subset of the fields. */
export const { create: AdminNewsEventCreateSchema, patch: AdminNewsEventPatchSchema } = writeSchemas(fields, {
  published: fields.published.default(false),
  attachments: fields.attachments.default([]),
  translations: fields.translations.optional(),
});
export type AdminNewsEventCreate = z.input<typeof AdminNewsEventCreateSchema>;
export type AdminNewsEventPatch = z.input<typeof AdminNewsEventPatchSchema>;

export const AdminNewsEventListQuerySchema = listQuerySchema({
  sort: ['event_date', 'title', 'updated_at'],
  defaultSort: '-event_date',
  filters: { published: yesNoFilter },
});
export type AdminNewsEventListQuery = z.input<typeof AdminNewsEventListQuerySchema>;

export const AdminNewsEventListResponseSchema = listEnvelope(AdminNewsEventRowSchema);
export type AdminNewsEventListResponse = z.infer<typeof AdminNewsEventListResponseSchema>;
export const AdminNewsEventResponseSchema = recordEnvelope(AdminNewsEventSchema);
export type AdminNewsEventResponse = z.infer<typeof AdminNewsEventResponseSchema>;
