/**
 * The codes a donation carries, written once for the API, its database, the web and the back office.
 * No zod here: the donation pages and the back office import it on their first load.
 */

/** What a gift pays for (the spec's module_code). */
export const MODULE_CODES = ['DONATION', 'CAMPAIGN', 'BOOK'] as const;
export type ModuleCode = (typeof MODULE_CODES)[number];

/** Any other value is a general donation (spec point 3: "default module code DONATION"). */
export const moduleCodeOf = (value: unknown): ModuleCode =>
  MODULE_CODES.find((code) => code === value) ?? 'DONATION';

/** How a receipt donor paid (spec point 3); card gifts go through Stripe instead. */
export const PAYMENT_METHODS = ['jazz_cash', 'easypaisa', 'bank_transfer'] as const;
export type ManualPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Every way a donation row can have been paid. */
export const ALL_PAYMENT_METHODS = [...PAYMENT_METHODS, 'card'] as const;

/**
 * A donation row's status: a receipt waits for review and is verified or rejected; a card payment
 * is pending until it succeeds or fails.
 */
export const donationStatuses = ['pending_review', 'verified', 'rejected', 'pending', 'succeeded', 'failed'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/** The money reached us (a verified receipt or a charged card): such a gift has a receipt PDF. */
export const confirmedStatuses = ['verified', 'succeeded'] as const satisfies readonly DonationStatus[];
export const isConfirmedStatus = (status: DonationStatus) => (confirmedStatuses as readonly DonationStatus[]).includes(status);

/** What a donor is told about their gift (Track my donation), in the order it can happen. */
export const TRACKING_STATUSES = ['received', 'processing', 'verified', 'partly_received', 'rejected', 'failed'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
