import { z } from 'zod';
import { documented } from './documented.ts';
import { MAX_INT4, messages } from './common.ts';
import { formMessages } from './form-messages.ts';

export { formMessages };

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, formMessages.tooLong(max)).meta(documented.someText);

export const EmailSchema = z
  .string({ error: formMessages.emailRequired })
  .trim()
  .min(1, formMessages.emailRequired)
  .max(254, formMessages.tooLong(254))
  .pipe(z.email(formMessages.emailInvalid))
  .meta(documented.email);

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const CNIC = /^\d{5}-?\d{7}-?\d$/;

/** Digits with an optional leading plus; spaces and dashes people type are allowed and ignored. */
export const PhoneSchema = z
  .string({ error: formMessages.phoneRequired })
  .trim()
  .min(1, formMessages.phoneRequired)
  .max(20, formMessages.phoneInvalid)
  .refine((v) => PHONE.test(v), formMessages.phoneInvalid)
  .meta({ pattern: PHONE.source });

/** A body that is not a JSON object at all gets one general message under `_`. */
const form = { error: messages.invalidData };

/** Contact and Join Us share one payload (spec point 3). */
export const ContactSchema = z.object(
  {
    name: text(formMessages.nameRequired, 120),
    email: EmailSchema,
    phone: PhoneSchema,
    subject: text(formMessages.subjectRequired, 200),
    message: text(formMessages.messageRequired, 5000),
  },
  form,
);
export type ContactInput = z.infer<typeof ContactSchema>;

/** Optional fields: forms send '' or null for an empty input; both are stored as ''. */
const optional = (schema: z.ZodType<string, string>, invalid: string) =>
  z
    .union([z.literal(''), z.null(), schema], { error: invalid })
    .optional()
    .transform((v) => v ?? '');

const optionalText = (max: number) =>
  optional(z.string().trim().max(max, formMessages.tooLong(max)), formMessages.textInvalid);

/**
 * A countries.id as a number or a numeric string (select inputs send strings). Not z.coerce,
 * which turns true or [3] into an id; capped at int4 so the lookup cannot overflow.
 */
const CountryIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: formMessages.countryRequired })
  .pipe(
    z
      .number()
      .int(formMessages.countryRequired)
      .positive(formMessages.countryRequired)
      .max(MAX_INT4, formMessages.countryUnknown),
  )
  .meta({ anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_INT4 }, { type: 'string', pattern: '^\\s*0*[1-9]\\d{0,8}\\s*$' }] });

export const MembershipBasicSchema = z.object({
  formType: z.literal('basic', { error: formMessages.formTypeInvalid }),
  fullName: text(formMessages.fullNameRequired, 120),
  email: EmailSchema,
  mobileNumber: PhoneSchema,
  country: CountryIdSchema,
  city: text(formMessages.cityRequired, 120),
  message: optionalText(5000),
});

/**
 * JavaScript rolls 2023-02-30 over to 2 March where PostgreSQL refuses it, so the date must
 * read back unchanged; years before 1900 are typing mistakes, not members.
 */
function isRealDate(v: string) {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
}

export const genders = ['male', 'female', 'other'] as const;

export const MembershipActiveSchema = MembershipBasicSchema.extend({
  formType: z.literal('active', { error: formMessages.formTypeInvalid }),
  fatherName: text(formMessages.fatherNameRequired, 120),
  gender: z.enum(genders, { error: formMessages.genderRequired }),
  presentAddress: text(formMessages.presentAddressRequired, 300),
  permanentAddress: text(formMessages.permanentAddressRequired, 300),
  province: text(formMessages.provinceRequired, 80),
  district: text(formMessages.districtRequired, 80),
  tehsil: text(formMessages.tehsilRequired, 80),
  whatsappNumber: optional(PhoneSchema, formMessages.phoneInvalid),
  cnicNumber: z
    .string({ error: formMessages.cnicInvalid })
    .trim()
    .refine((v) => CNIC.test(v), formMessages.cnicInvalid)
    .meta({ pattern: CNIC.source }),
  dateOfBirth: z
    .string({ error: formMessages.dateOfBirthInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, formMessages.dateOfBirthInvalid)
    .refine(isRealDate, formMessages.dateOfBirthInvalid)
    .refine((v) => Date.parse(v) < Date.now(), formMessages.dateOfBirthFuture)
    .meta(documented.day),
  education: text(formMessages.educationRequired, 200),
});

export const MembershipSchema = z.discriminatedUnion('formType', [MembershipBasicSchema, MembershipActiveSchema], {
  error: formMessages.formTypeInvalid,
});
export type MembershipInput = z.input<typeof MembershipSchema>;
