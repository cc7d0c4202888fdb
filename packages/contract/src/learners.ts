import { z } from 'zod';
import { documented } from './documented.ts';
import { blankToUndefined, courseId, email, password, phone, text } from './fields.ts';
import { PASSWORD_MAX, learnerMessages } from './learner-messages.ts';
import { locales } from './routes.ts';

// Plain strings and rules live in a module of their own, so the web's first load gets them without zod.
export * from './learner-messages.ts';

/** A calendar date (YYYY-MM-DD) that has already happened. */
const birthdate = z
  .string({ error: learnerMessages.birthdateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, learnerMessages.birthdateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getTime() < Date.now() && v >= '1900-01-01';
  }, learnerMessages.birthdateInvalid)
  .meta(documented.day);

/**
 * customer_register: the spec's payload (name from the first name; gender and birthdate are
 * optional because the modal no longer sends invented defaults), plus an optional lastName.
 */
export const RegisterBodySchema = z
  .object({
    name: text(learnerMessages.firstNameRequired, 100),
    lastName: text(learnerMessages.lastNameRequired, 100).optional(),
    email: email(learnerMessages.emailRequired, learnerMessages.emailInvalid),
    password,
    c_password: z.string({ error: learnerMessages.passwordRequired }).min(1, learnerMessages.passwordRequired),
    phoneNumber: phone(learnerMessages.phoneRequired),
    gender: z.enum(['male', 'female'], { error: learnerMessages.genderInvalid }).optional(),
    birthdate: birthdate.optional(),
    course_id: z.preprocess(blankToUndefined, courseId(learnerMessages.courseUnavailable).optional()),
  })
  .refine((body) => body.password === body.c_password, {
    path: ['c_password'],
    message: learnerMessages.passwordMismatch,
  });
export type RegisterBody = z.output<typeof RegisterBodySchema>;

/**
 * The modal's register mode (the web form): the spec's fields plus real passwords, and the terms
 * box, which the spec shows but never enforced. It is sent as RegisterBodySchema's payload.
 */
export const RegisterFormSchema = z
  .object({
    firstName: text(learnerMessages.firstNameRequired, 100),
    lastName: text(learnerMessages.lastNameRequired, 100),
    phoneNumber: phone(learnerMessages.phoneRequired),
    email: email(learnerMessages.emailRequired, learnerMessages.emailInvalid),
    password,
    c_password: z.string().min(1, learnerMessages.passwordRequired),
    terms: z.literal(true, { error: learnerMessages.termsRequired }),
  })
  .refine((form) => form.password === form.c_password, {
    path: ['c_password'],
    message: learnerMessages.passwordMismatch,
  });
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** customer_login: the password is only checked for presence; its rules apply when it is set. */
export const LoginBodySchema = z.object({
  email: email(learnerMessages.emailRequired, learnerMessages.emailInvalid),
  password: z
    .string({ error: learnerMessages.passwordRequired })
    .min(1, learnerMessages.passwordRequired)
    .max(PASSWORD_MAX, learnerMessages.badCredentials),
});
export type LoginBody = z.output<typeof LoginBodySchema>;

/**
 * POST /api/customer_password_reset: a reset link for a forgotten password, e-mailed in the
 * language of the page it was asked from. Always 202 with the same sentence.
 */
export const LearnerResetRequestBodySchema = z.object({
  email: email(learnerMessages.emailRequired, learnerMessages.emailInvalid),
  lang: z.enum(locales).optional(),
});
export type LearnerResetRequestBody = z.input<typeof LearnerResetRequestBodySchema>;

/** POST /api/customer_password_reset/confirm: the link's token and the new password, by the spec's rules. */
export const LearnerResetConfirmBodySchema = z
  .object({
    token: z.string({ error: learnerMessages.resetLinkIncomplete }).trim().min(1, learnerMessages.resetLinkIncomplete).max(200, learnerMessages.resetLinkInvalid),
    password,
    c_password: z.string({ error: learnerMessages.passwordRequired }).min(1, learnerMessages.passwordRequired),
  })
  .refine((body) => body.password === body.c_password, { path: ['c_password'], message: learnerMessages.passwordMismatch });
export type LearnerResetConfirmBody = z.input<typeof LearnerResetConfirmBodySchema>;

export const TokenResponseSchema = z.object({ token: z.string(), message: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** What the signed-in learner may see of their own account, to prefill the enrolment dialog. */
export const LearnerProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type LearnerProfile = z.infer<typeof LearnerProfileSchema>;
export const LearnerProfileResponseSchema = z.object({ data: LearnerProfileSchema });
export type LearnerProfileResponse = z.infer<typeof LearnerProfileResponseSchema>;
