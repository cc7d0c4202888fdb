import { z } from 'zod';
import { certificateMessages } from './certificate-messages.ts';
import { courseId, text } from './fields.ts';
import { learnerMessages } from './learner-messages.ts';

export * from './certificate-messages.ts';

/** A certificate's code: 20 letters and digits of Crockford's base32 in four groups (about 100 random bits). */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

/** What anyone may learn about a certificate from its code, and nothing more about its holder. */
export const CertificateVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(['valid', 'revoked']),
  name: z.string(),
  course: z.string(),
  /** Completion date, YYYY-MM-DD in Pakistan. */
  issued_on: z.string(),
  hours: z.number().int().nullable(),
  /** The certificate's permanent address in the language asked: what its QR code and share links carry. */
  url: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
export const CertificateVerificationResponseSchema = z.object({ data: CertificateVerificationSchema });

export const CertificateCodeParamSchema = z.object({ code: z.string().max(40) });

/**
 * A learner's certificate of one enrolled course that offers one: `learning` (lessons left),
 * `quiz` (every lesson done, the quiz not yet passed), `ready` (they may confirm their name and
 * have it), `issued` or `revoked`.
 */
export const MyCertificateSchema = z.object({
  course_id: z.number().int(),
  state: z.enum(['learning', 'quiz', 'ready', 'issued', 'revoked']),
  /** The name to confirm (the enrolment's) or the one on the certificate. */
  name: z.string(),
  code: z.string().nullable(),
  issued_on: z.string().nullable(),
});
export type MyCertificate = z.infer<typeof MyCertificateSchema>;
export const MyCertificatesResponseSchema = z.object({ data: z.array(MyCertificateSchema) });
export type MyCertificatesResponse = z.infer<typeof MyCertificatesResponseSchema>;

export const IssueCertificateBodySchema = z.object({
  course_id: courseId(learnerMessages.enrolFieldRequired('course id')),
  name: text(certificateMessages.nameRequired, 120),
});
export type IssueCertificateBody = z.output<typeof IssueCertificateBodySchema>;
export const IssueCertificateResponseSchema = z.object({ message: z.string(), data: MyCertificateSchema });

export const CertificateLanguageQuerySchema = z.object({ lang: z.enum(['en', 'ur']).default('en') });

/**
 * A course's quiz as a learner receives it: the questions and their choices, never which is right
 * (the server marks the answers). `retry_at` is when a learner who failed may try again.
 */
export const LearnerQuizSchema = z.object({
  course_id: z.number().int(),
  pass_mark: z.number().int(),
  questions: z.array(z.object({ id: z.number().int(), question: z.string(), choices: z.array(z.string()) })),
  passed: z.boolean(),
  retry_at: z.string().nullable(),
});
export type LearnerQuiz = z.infer<typeof LearnerQuizSchema>;
export const LearnerQuizResponseSchema = z.object({ data: LearnerQuizSchema });

/** One choice (counted from 0, as the choices are listed) for every question, by the question's id. */
export const QuizAnswersBodySchema = z.object({
  answers: z.record(z.string().regex(/^\d{1,10}$/), z.number().int().min(0).max(5), { error: certificateMessages.answersRequired }),
});
export type QuizAnswersBody = z.output<typeof QuizAnswersBodySchema>;
export const QuizResultSchema = z.object({ score: z.number().int(), total: z.number().int(), pass_mark: z.number().int(), passed: z.boolean(), retry_at: z.string().nullable() });
export type QuizResult = z.infer<typeof QuizResultSchema>;
export const QuizResultResponseSchema = z.object({ data: QuizResultSchema });
