import { trackingMessages as t } from '@foundation/contract/donation-messages';
import { ApiError } from '../../../lib/api-client';
import { paymentErrorMessage } from './payment-errors';

export type TrackField = 'reference' | 'phone';
export type TrackValues = Record<TrackField, string>;
export type TrackFieldErrors = Partial<Record<TrackField, string>>;

/** In the order of the form, so the first one named is the one to focus. */
export const trackFields: TrackField[] = ['reference', 'phone'];

/**
 * What can be said before asking: both are needed. Whether a reference or a phone is well formed
 * the server says (its 422 carries the contract's words), so the rule lives in one place.
 */
export function missingTrackFields(v: TrackValues): TrackFieldErrors {
  const errors: TrackFieldErrors = {};
  if (!v.reference.trim()) errors.reference = t.referenceRequired;
  if (!v.phone.trim()) errors.phone = t.phoneRequired;
  return errors;
}

/** A failed lookup, as the form shows it: messages under fields (422) or one message for the form. */
export function trackingFailure(error: unknown): { fields: TrackFieldErrors; message: string | null } {
  if (error instanceof ApiError && error.status === 422) {
    const fields: TrackFieldErrors = {};
    for (const field of trackFields) {
      const first = error.fieldErrors[field]?.[0];
      if (first) fields[field] = first;
    }
    if (Object.keys(fields).length) return { fields, message: null };
  }
  // The same words whether the reference is unknown or the phone does not match it.
  if (error instanceof ApiError && error.status === 404) return { fields: {}, message: t.notFound };
  // A 429 carries the server's own words about waiting; anything else the spec's catalogue.
  return { fields: {}, message: paymentErrorMessage(error) };
}
