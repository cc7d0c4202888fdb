import { z } from 'zod';
import { documented } from './documented.ts';
import { MAX_INT4 } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, learnerMessages, normalizePhone, phoneProblem } from './learner-messages.ts';

/** Field builders shared by the learner and enrolment schemas. */

/** A required string whose missing, non-string and blank forms all read `required`. */
export const text = (required: string, max = 200) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, learnerMessages.tooLong(max))
    .meta(documented.someText);

export const email = (required: string, invalid: string) =>
  text(required, 254)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase())
    .meta(documented.email);

export const phone = (required: string) =>
  z
    .string({ error: required })
    .max(40, learnerMessages.phoneFormat)
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizePhone)
    .meta({ pattern: '^\\+\\d{10,15}$' });

export const password = z
  .string({ error: learnerMessages.passwordRequired })
  .min(1, learnerMessages.passwordRequired)
  .min(PASSWORD_MIN, learnerMessages.passwordMin)
  .max(PASSWORD_MAX, learnerMessages.passwordMax);

/** A numeric id (a number or a string of digits, as forms send it). */
export const id = (required: string, invalid: string, min = 1) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(MAX_INT4, invalid),
  );
export const courseId = (required: string) => id(required, learnerMessages.courseUnavailable);
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

