import { z } from 'zod';
import { idFilter, listEnvelope, listQuerySchema, recordEnvelope, timestamp } from './kit.ts';
import { PERSONAL_FIELDS } from './personal-data.ts';

/** Who is enrolled in which course and how far they are; read-only in the back office. */

export const AdminEnrolmentRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  enrolled_at: timestamp,
  /** The lesson the learner is on (0-based); the number of lessons once they finished. */
  view_index: z.number().int(),
  lessons: z.number().int(),
  /** view_index reached the number of lessons (decision 8). */
  completed: z.boolean(),
  /** In words: "Completed", "Lesson 2 of 4". */
  progress: z.string(),
});
export type AdminEnrolmentRow = z.infer<typeof AdminEnrolmentRowSchema>;

export const AdminEnrolmentSchema = AdminEnrolmentRowSchema.extend({
  learner_id: z.number().int(),
  /** Null where the caller's role does not see it (hidden_fields). */
  address: z.string().nullable(),
  updated_at: timestamp,
  /** Personal fields the caller's role does not see: the learner's address for an editor. */
  hidden_fields: z.array(z.enum(PERSONAL_FIELDS.enrolments)),
});
export type AdminEnrolment = z.infer<typeof AdminEnrolmentSchema>;

export const AdminEnrolmentListQuerySchema = listQuerySchema({
  sort: ['enrolled_at', 'name', 'course_title'],
  defaultSort: '-enrolled_at',
  filters: { course_id: idFilter },
});
export type AdminEnrolmentListQuery = z.input<typeof AdminEnrolmentListQuerySchema>;

export const AdminEnrolmentListResponseSchema = listEnvelope(AdminEnrolmentRowSchema);
export const AdminEnrolmentResponseSchema = recordEnvelope(AdminEnrolmentSchema);
