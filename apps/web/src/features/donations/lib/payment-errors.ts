import { manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { ApiError } from '../../../lib/api-client';

const text = (body: unknown) => (typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body));

/**
 * The error catalogue of spec point 8 for a payment call that failed: every message of `errors`
 * joined with ', '; else `error`; else `message`; else "Server Error ({status}): {body}";
 * no response at all: "Network error. Please try again.".
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const all = Object.values(error.fieldErrors)
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string' && v !== '');
    if (all.length) return all.join(', ');
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
    return m.serverError(error.status, text(error.body));
  }
  return m.networkError;
}

/** A 2xx answer that says success false: its message, or the spec's fallback. */
export const rejectedSubmissionMessage = (body: { message?: unknown }) =>
  typeof body.message === 'string' && body.message ? body.message : m.submitFailed;
