// Plain strings in a module of their own: the back office imports them without zod.

/**
 * Where donors send money (the settings' bank accounts and wallets) changes only under four eyes:
 * an administrator proposes, confirming with their password or a code, and a second one approves.
 * With only one administrator, a proposal takes effect after this hold unless someone cancels it.
 */
export const PAYMENT_DETAIL_HOLD_HOURS = 24;
export const PAYMENT_DETAIL_HOLD_MS = PAYMENT_DETAIL_HOLD_HOURS * 3_600_000;

/**
 * The settings that decide where donors' money goes: the only ones changed under four eyes, never
 * with the other settings. A later payment detail joins the set by one line here (the types then
 * ask for its input in admin/settings.ts and its value in SettingsSchema, which the donation form reads).
 */
export const PAYMENT_DETAIL_FIELDS = ['bank_accounts', 'wallet_accounts'] as const;
export type PaymentDetailField = (typeof PAYMENT_DETAIL_FIELDS)[number];

/** A proposal waits (pending), then takes effect (applied) or is stopped (cancelled). */
export const PAYMENT_DETAIL_CHANGE_STATUSES = ['pending', 'applied', 'cancelled'] as const;
export type PaymentDetailChangeStatus = (typeof PAYMENT_DETAIL_CHANGE_STATUSES)[number];

/** What the API answers about payment details, and what the back office shows beside it. */
export const paymentDetailsMessages = {
  /** A PATCH of the settings that names a payment detail (403), whoever sends it. */
  notInSettings:
    'Bank accounts and wallets are not changed with the other settings: an administrator proposes a change, confirmed with their password, and a second administrator approves it.',
  confirmationRequired: 'Enter your password, or the 6-digit code from your authenticator app, to confirm it is you.',
  confirmationWrong: 'This password or code is not right. Enter your own password, or a current code from your authenticator app.',
  pendingExists: 'A change to the payment details is already waiting. Approve or cancel it before proposing another.',
  nothingChanges: 'These are the payment details in effect now. Change an account to propose it.',
  ownProposal: 'You proposed this change, so another administrator must approve it.',
  notPending: 'This change is no longer waiting: it has taken effect or was cancelled.',
} as const;
