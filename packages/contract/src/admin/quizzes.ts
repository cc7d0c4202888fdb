import { z } from 'zod';
import { MAX_INT4 } from '../common.ts';
import { fieldMessages as f, idFilter, listEnvelope, listQuerySchema, recordEnvelope, reference, requiredText, timestamp, wholeNumber, writeSchemas } from './kit.ts';

/**
 * A course's short multiple-choice quiz: its questions, each with its choices and the right one,
 * and how many must be right to pass. A learner takes it after the last lesson; its certificate
 * waits until they pass.
 */
export const quizMessages = {
  choices: 'Give between 2 and 6 choices, one a line.',
  answer: (choices: number) => `The right choice must be a number from 1 to ${choices}.`,
  passMark: (questions: number) => `The pass mark must be from 1 to ${questions}, the number of questions.`,
  courseTaken: 'This course already has a quiz: edit that one.',
} as const;

export const AdminQuizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  choices: z.array(z.string()),
  /** The right choice, counted from 1 as staff see the choices. */
  answer: z.number().int(),
});

export const AdminQuizRowSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  questions: z.number().int(),
  pass_mark: z.number().int(),
  updated_at: timestamp,
});
export type AdminQuizRow = z.infer<typeof AdminQuizRowSchema>;

export const AdminQuizSchema = AdminQuizRowSchema.omit({ questions: true }).extend({
  retry_minutes: z.number().int(),
  questions: z.array(AdminQuizQuestionSchema),
  created_at: timestamp,
});
export type AdminQuiz = z.infer<typeof AdminQuizSchema>;

export const AdminQuizQuestionInputSchema = z
  .object({
    id: z.number({ error: f.choose('Question') }).int(f.choose('Question')).min(1, f.choose('Question')).max(MAX_INT4, f.choose('Question')).optional(),
    question: requiredText('Question', 500),
    choices: z.array(requiredText('Choice', 200), { error: quizMessages.choices }).min(2, quizMessages.choices).max(6, quizMessages.choices),
    answer: wholeNumber('Right choice', 6),
  })
  .superRefine((q, ctx) => {
    if (q.answer < 1 || q.answer > q.choices.length) ctx.addIssue({ code: 'custom', path: ['answer'], message: quizMessages.answer(q.choices.length) });
  });
export type AdminQuizQuestionInput = z.input<typeof AdminQuizQuestionInputSchema>;

const fields = {
  course_id: reference('Course'),
  pass_mark: wholeNumber('Pass mark', 50),
  retry_minutes: wholeNumber('Wait before a retry (minutes)', 10_080),
  questions: z.array(AdminQuizQuestionInputSchema, { error: f.tooMany('Questions', 50) }).min(1, f.required('Questions')).max(50, f.tooMany('Questions', 50)),
};

export const { create: AdminQuizCreateSchema, patch: AdminQuizPatchSchema } = writeSchemas(fields, {});
export type AdminQuizCreate = z.output<typeof AdminQuizCreateSchema>;
export type AdminQuizPatch = z.output<typeof AdminQuizPatchSchema>;

export const AdminQuizListQuerySchema = listQuerySchema({ sort: ['updated_at'], defaultSort: '-updated_at', filters: { course_id: idFilter } });
export const AdminQuizListResponseSchema = listEnvelope(AdminQuizRowSchema);
export const AdminQuizResponseSchema = recordEnvelope(AdminQuizSchema);
