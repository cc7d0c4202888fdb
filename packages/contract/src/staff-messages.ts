// Plain strings and constants in a module of their own: the back office imports them without zod.
/** A staff session lasts one working day; the back office asks again after that. */
export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60_000;

/** Staff passwords guard every donor's receipt, so they are longer than a learner's. */
export const STAFF_PASSWORD_MIN = 12;

export const staffMessages = {
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  invalidLogin: 'These credentials do not match our records.',
  signedOut: 'Your session has ended. Please sign in again.',
} as const;

