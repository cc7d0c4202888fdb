import { wizardMessages as w } from '@foundation/contract/donation-messages';
import { ApiError } from '../../../lib/api-client';
import { getLocale } from '../../../lib/locale';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';

const text = (body: unknown) => (typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body));

/**
 * The error catalogue of spec point 8 for a payment call that failed: every message of `errors`
 * joined with ', '; else `error`; else `message`; else "Server Error ({status}): {body}";
 * no response at all: "Network error. Please try again.". The server's own words are shown in the
 * page's language where there is one (localizeMessage), ours come from the wizard catalogue.
 */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    const all = Object.values(error.fieldErrors)
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string' && v !== '');
    if (all.length) return all.map((t) => localizeMessage(t)).join(m.wizard_error_separator());
    if (typeof body.error === 'string' && body.error) return localizeMessage(body.error);
    if (typeof body.message === 'string' && body.message) return localizeMessage(body.message);
    return m.wizard_server_error({ status: error.status, body: text(error.body) });
  }
  return m.wizard_network_error();
}

/** A 2xx answer that says success false: its message, or the spec's fallback. */
export const rejectedSubmissionMessage = (body: { message?: unknown }) =>
  typeof body.message === 'string' && body.message ? localizeMessage(body.message) : m.wizard_submit_failed();

/** What Stripe.js says about a card it refused: its error's code, and its message in Stripe's English. */
export interface CardError {
  code?: string;
  decline_code?: string;
  message?: string;
}

/** Stripe's codes (and decline codes) for a card it refused, in our words; read on an Urdu page. */
const cardErrorTexts: Record<string, () => string> = {
  incomplete_number: m.wizard_card_incomplete_number,
  invalid_number: m.wizard_card_invalid_number,
  incorrect_number: m.wizard_card_incorrect_number,
  incomplete_expiry: m.wizard_card_incomplete_expiry,
  invalid_expiry_month_past: m.wizard_card_expiry_past,
  invalid_expiry_year_past: m.wizard_card_expiry_past,
  invalid_expiry_month: m.wizard_card_invalid_expiry,
  invalid_expiry_year: m.wizard_card_invalid_expiry,
  incomplete_cvc: m.wizard_card_incomplete_cvc,
  invalid_cvc: m.wizard_card_invalid_cvc,
  incorrect_cvc: m.wizard_card_invalid_cvc,
  expired_card: m.wizard_card_expired,
  insufficient_funds: m.wizard_card_insufficient_funds,
  card_declined: m.wizard_card_declined,
  generic_decline: m.wizard_card_declined,
  do_not_honor: m.wizard_card_declined,
  processing_error: m.wizard_card_processing_error,
  authentication_required: m.wizard_card_authentication_failed,
  payment_intent_authentication_failure: m.wizard_card_authentication_failed,
};

/**
 * A card error from Stripe.js (the card form, creating the PaymentMethod, 3-D Secure) for the donor:
 * in English, Stripe's own message (the most exact); Stripe has no Urdu, so an Urdu page says it in
 * our words by the error's code, or a general line for a code we do not know.
 */
export function cardErrorMessage(error: CardError | null | undefined): string {
  if (getLocale() === 'en') return error?.message || w.paymentFailedDetail;
  const known = (error?.decline_code && cardErrorTexts[error.decline_code]) || (error?.code && cardErrorTexts[error.code]);
  return known ? known() : m.wizard_card_error_other();
}
