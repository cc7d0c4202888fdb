import { z } from 'zod';
import { messages } from './messages.ts';

/** Each refused field with its messages; the first one is the one a person reads. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * The one error body of every endpoint outside the spec (back office, donation tracking, Stripe's
 * webhook, our additions): a sentence to show and, for a refused form, its fields. The spec's own
 * 404, 422 and 429 (contract-notes) have this shape too.
 */
export const ErrorBodySchema = z.object({ message: z.string(), errors: FieldErrorsSchema.optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A 422: every bad field, with a summary in `message`. */
export const ValidationErrorSchema = ErrorBodySchema.required();
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>;

/** Turns zod issues into the 422 errors map: field -> messages, nested paths joined by dots. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

// The shapes the spec's endpoints answer instead (spec point 7): existing clients read them so.

/** 401 to a learner's bearer call (and a failed customer_login): `{ error }`. */
export const UnauthorizedSchema = z.object({ error: z.string() });
/** A refused customer_login or customer_register: the modal reads both `error` and `errors`. */
export const AuthFailureSchema = ErrorBodySchema.extend({ error: z.string().optional() });
/** A refused manualPayment or stripePayment: the errors map, plus `error` and `success` as those clients read them. */
export const DonationErrorSchema = ErrorBodySchema.extend({ success: z.literal(false), error: z.string().optional() });
/** stripePayment when no card can be taken: the wizard reads `success` and `error`. */
export const CardRefusalSchema = z.object({ success: z.literal(false), error: z.string() });

export type Unauthorized = z.infer<typeof UnauthorizedSchema>;
export type AuthFailure = z.infer<typeof AuthFailureSchema>;
export type DonationError = z.infer<typeof DonationErrorSchema>;
export type CardRefusal = z.infer<typeof CardRefusalSchema>;

const firstOf = (errors: FieldErrors) => Object.values(errors)[0]?.[0];

/** Every spec-shaped error body is built here and nowhere else. */
export const specErrors = {
  unauthorized: (text: string = messages.unauthenticated): Unauthorized => ({ error: text }),
  /** The modal shows `error` and the field's first message. */
  authFailure: (field: string, text: string): AuthFailure => ({ message: messages.invalidData, error: text, errors: { [field]: [text] } }),
  /** The first message of the first field is also `message` and `error`, which the payment pages show. */
  donationRefused: (errors: FieldErrors): DonationError => {
    const first = firstOf(errors) ?? messages.invalidData;
    return { success: false, message: first, error: first, errors };
  },
  cardRefused: (error: string): CardRefusal => ({ success: false, error }),
};
