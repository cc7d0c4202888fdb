import { z } from 'zod';

export const LectureCategorySchema = z.object({ id: z.number().int(), title: z.string() });

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

export const LectureDetailSchema = LectureSummarySchema.extend({
  /** Sanitized HTML. */
  description: z.string(),
  attachments: z.array(LectureAttachmentSchema),
});
export type LectureDetail = z.infer<typeof LectureDetailSchema>;

export const LecturesQuerySchema = z.object({ search: z.string().trim().max(200).optional().default('') });
export const LectureCategoryParamSchema = z.object({ categoryId: z.coerce.number().int().min(0).max(2_147_483_647) });

export const AudioCategoriesResponseSchema = z.object({
  data: z.object({ category_list: z.array(LectureCategorySchema.extend({ lectures: z.array(LectureSummarySchema) })) }),
});
export const LecturesResponseSchema = z.object({
  data: z.object({ lecture_list: z.array(LectureSummarySchema), category_list: z.array(LectureCategorySchema) }),
});
export const LectureResponseSchema = z.object({
  data: z.object({ lecture_detail: LectureDetailSchema, related_lectures: z.array(LectureSummarySchema) }),
});
