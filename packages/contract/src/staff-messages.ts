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
  /** A role that may not do this (an editor opening donations): 403. */
  forbidden: 'Your role does not allow this. Ask an administrator if you need it.',
} as const;

/** What a member of staff may do: admin everything (and manages staff), editor the site's content, finance the money. */
export const STAFF_ROLES = ['admin', 'editor', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may use each part of the back office API; every admin route declares one of these. */
export const ROLES = {
  /** Courses, books, campaigns, posts, media, settings: part 1 of the back office. */
  content: ['admin', 'editor'],
  /** Donations, book orders, money reports and exports. */
  money: ['admin', 'finance'],
  /** Staff accounts and the audit log. */
  admin: ['admin'],
  /** Anyone signed in: their own account, sign-out. */
  anyStaff: ['admin', 'editor', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

