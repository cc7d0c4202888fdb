/**
 * What the donation forms and the API say about funds, in English; the web's catalogue has the
 * Urdu (lib/localize-message.ts). No zod: the donation pages import this file.
 */

/** The fund of a gift that names none: the spec's payloads carry no fund, and such a gift is General. */
export const GENERAL_FUND = 'general';
export const ZAKAT_FUND = 'zakat';
/** A fund code: what forms, links and the API send. */
export const FUND_CODE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** A gift is split across at most this many funds. */
export const MAX_FUND_LINES = 6;

export const fundMessages = {
  unknown: 'Please choose one of the funds offered.',
  splitTotal: 'The amounts for each fund must add up to the amount you give.',
  splitAmount: 'Each fund’s amount must be a whole number of rupees above zero.',
  refused: (fund: string) => `This programme does not take ${fund}. Please choose another fund.`,
} as const;
