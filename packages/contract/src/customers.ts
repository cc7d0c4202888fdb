import { z } from 'zod';
import { MAX_INT4 } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, customerMessages, normalizePhone, phoneProblem } from './customer-messages.ts';

// Plain strings and rules live in a module of their own, so the web's first load gets them without zod.
export * from './customer-messages.ts';

/** A required string whose missing, non-string and blank forms all read `required`. */
const text = (required: string, max = 200) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, customerMessages.tooLong(max));

const email = (required: string, invalid: string) =>
  text(required, 254)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());

const phone = (required: string) =>
  z
    .string({ error: required })
    .max(40, customerMessages.phoneFormat)
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizePhone);

const password = z
  .string({ error: customerMessages.passwordRequired })
  .min(1, customerMessages.passwordRequired)
  .min(PASSWORD_MIN, customerMessages.passwordMin)
  .max(PASSWORD_MAX, customerMessages.passwordMax);

/** A numeric id (a number or a string of digits, as forms send it). */
const id = (required: string, invalid: string, min = 1) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(MAX_INT4, invalid),
  );
const courseId = (required: string) => id(required, customerMessages.courseUnavailable);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A calendar date (YYYY-MM-DD) that has already happened. */
const birthdate = z
  .string({ error: customerMessages.birthdateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, customerMessages.birthdateInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getTime() < Date.now() && v >= '1900-01-01';
  }, customerMessages.birthdateInvalid);

/**
 * customer_register: the spec's payload (name from the first name; gender and birthdate are
 * optional because the modal no longer sends invented defaults), plus an optional lastName.
 */
export const RegisterBodySchema = z
  .object({
    name: text(customerMessages.firstNameRequired, 100),
    lastName: text(customerMessages.lastNameRequired, 100).optional(),
    email: email(customerMessages.emailRequired, customerMessages.emailInvalid),
    password,
    c_password: z.string({ error: customerMessages.passwordRequired }).min(1, customerMessages.passwordRequired),
    phoneNumber: phone(customerMessages.phoneRequired),
    gender: z.enum(['male', 'female'], { error: customerMessages.genderInvalid }).optional(),
    birthdate: birthdate.optional(),
    course_id: z.preprocess(blankToUndefined, courseId(customerMessages.courseUnavailable).optional()),
  })
  .refine((body) => body.password === body.c_password, {
    path: ['c_password'],
    message: customerMessages.passwordMismatch,
  });
export type RegisterBody = z.output<typeof RegisterBodySchema>;

/**
 * The modal's register mode (the web form): the spec's fields plus real passwords, and the terms
 * box, which the spec shows but never enforced. It is sent as RegisterBodySchema's payload.
 */
export const RegisterFormSchema = z
  .object({
    firstName: text(customerMessages.firstNameRequired, 100),
    lastName: text(customerMessages.lastNameRequired, 100),
    phoneNumber: phone(customerMessages.phoneRequired),
    email: email(customerMessages.emailRequired, customerMessages.emailInvalid),
    password,
    c_password: z.string().min(1, customerMessages.passwordRequired),
    terms: z.literal(true, { error: customerMessages.termsRequired }),
  })
  .refine((form) => form.password === form.c_password, {
    path: ['c_password'],
    message: customerMessages.passwordMismatch,
  });
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** customer_login: the password is only checked for presence; its rules apply when it is set. */
export const LoginBodySchema = z.object({
  email: email(customerMessages.emailRequired, customerMessages.emailInvalid),
  password: z
    .string({ error: customerMessages.passwordRequired })
    .min(1, customerMessages.passwordRequired)
    .max(PASSWORD_MAX, customerMessages.badCredentials),
});
export type LoginBody = z.output<typeof LoginBodySchema>;

const required = customerMessages.enrolFieldRequired;

/** enrollCourseWithUserDetail: every field required, each with its own message. */
export const EnrolBodySchema = z.object({
  course_id: courseId(required('course id')),
  name: text(required('name'), 200),
  email: email(required('email'), customerMessages.enrolEmailInvalid),
  address: text(required('address'), 500),
  phone: phone(required('phone')),
});
export type EnrolBody = z.output<typeof EnrolBodySchema>;

/** updateCourseViewIndex: the upper bound depends on the course, so the service checks it. */
export const ViewIndexBodySchema = z.object({
  course_id: courseId(required('course id')),
  view_index: id(required('view index'), customerMessages.viewIndexInvalid, 0),
});
export type ViewIndexBody = z.output<typeof ViewIndexBodySchema>;

export const TokenResponseSchema = z.object({ token: z.string(), message: z.string() });
export const UnauthorizedSchema = z.object({ error: z.string() });
/** A failed login or registration: the spec reads both `error` and `errors`. */
export const AuthFailureSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** What the signed-in learner may see of their own account, to prefill the enrolment dialog. */
export const CustomerProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;
export const CustomerProfileResponseSchema = z.object({ data: CustomerProfileSchema });
