import { z } from 'zod';

export const GalleryAttachmentSchema = z.object({ id: z.number().int(), path: z.string(), caption: z.string() });
export const GallerySchema = z.object({ id: z.number().int(), name: z.string(), attachments: z.array(GalleryAttachmentSchema) });
export type Gallery = z.infer<typeof GallerySchema>;
/** The body is the list itself. */
export const GalleriesResponseSchema = z.array(GallerySchema);
export type GalleriesResponse = z.infer<typeof GalleriesResponseSchema>;
