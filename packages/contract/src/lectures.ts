import { z } from 'zod';
import { decimalInt, MAX_INT4 } from './common.ts';
import { cataloguePageSchema } from './books.ts';

export const LectureCategorySchema = z.object({ id: z.number().int(), title: z.string() });
export type LectureCategory = z.infer<typeof LectureCategorySchema>;

export const LectureSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail: z.string(),
  /** "7 Nov 2026" */
  release_date: z.string(),
  category: LectureCategorySchema,
});
export type LectureSummary = z.infer<typeof LectureSummarySchema>;

export const LectureAttachmentSchema = z.object({ id: z.number().int(), title: z.string(), audio_url: z.string() });
export type LectureAttachment = z.infer<typeof LectureAttachmentSchema>;

export const LectureDetailSchema = LectureSummarySchema.extend({
  /** Sanitized HTML. */
  description: z.string(),
  attachments: z.array(LectureAttachmentSchema),
});
export type LectureDetail = z.infer<typeof LectureDetailSchema>;

/** getLectures query: a case-insensitive title search, paged so a large archive stays fast. */
export const LecturesQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: decimalInt(1, 100_000).optional().default(1),
  per_page: decimalInt(1, 100).optional().default(24),
});
export type LecturesQuery = z.output<typeof LecturesQuerySchema>;

/** 0 means every category. */
export const LectureCategoryParamSchema = z.object({ categoryId: decimalInt(0, MAX_INT4) });

export const AudioCategoriesResponseSchema = z.object({
  data: z.object({ category_list: z.array(LectureCategorySchema.extend({ lectures: z.array(LectureSummarySchema) })) }),
});
export type AudioCategoriesResponse = z.infer<typeof AudioCategoriesResponseSchema>;
export const LecturesResponseSchema = cataloguePageSchema('lecture_list', LectureSummarySchema, LectureCategorySchema);
export type LecturesResponse = z.infer<typeof LecturesResponseSchema>;
export const LectureResponseSchema = z.object({
  data: z.object({ lecture_detail: LectureDetailSchema, related_lectures: z.array(LectureSummarySchema) }),
});
export type LectureResponse = z.infer<typeof LectureResponseSchema>;
