// Plain strings and constants in a module of their own: the back office imports them without zod.
/** A staff session lasts one working day; the back office asks again after that. */
export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60_000;

/** Staff passwords guard every donor's receipt, so they are longer than a learner's. */
export const STAFF_PASSWORD_MIN = 12;
/** Long enough for any passphrase or manager's password (OWASP ASVS 2.1.2 asks for at least 64). */
export const STAFF_PASSWORD_MAX = 128;

/** An invitation link works for two days, so one sent on a Friday still works on Sunday. */
export const STAFF_INVITE_TTL_MS = 48 * 3_600_000;
/** A password reset link works for an hour: long enough to read the mail, short if it leaks. */
export const STAFF_RESET_TTL_MS = 3_600_000;
/**
 * A sign-in link, e-mailed for the right password from a new device while strangers are guessing
 * at the account: long enough to open the mail, short if it leaks.
 */
export const STAFF_SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Between the right password and the code from the app. */
export const STAFF_TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60_000;
/** Digits of a TOTP code (RFC 6238 with the apps' defaults: SHA-1, 30 s). */
export const TOTP_DIGITS = 6;

export const staffMessages = {
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  invalidLogin: 'These credentials do not match our records.',
  signedOut: 'Your session has ended. Please sign in again.',
  /** A role that may not do this (an editor opening donations): 403. */
  forbidden: 'Your role does not allow this. Ask an administrator if you need it.',
  /** ADMIN_REQUIRE_2FA: an admin without a second factor may only set one up (403). */
  twoFactorSetupRequired: 'Set up two-step sign-in (an authenticator app) on your account page before using the back office.',

  // Passwords (OWASP ASVS 2.1): long, any characters, no composition rules, not a known one.
  passwordTooShort: `Your password must be at least ${STAFF_PASSWORD_MIN} characters long.`,
  passwordTooLong: `Your password may not be longer than ${STAFF_PASSWORD_MAX} characters.`,
  passwordCommon: 'This password is on a list of common or leaked passwords. Choose another one, for example a few unrelated words.',
  passwordLikeAccount: 'Your password may not be your email address or your name.',

  // One-time links.
  linkInvalid: 'This link has expired or has already been used. Ask an administrator for a new invitation, or request a new password reset link.',
  resetRequested: 'If an active staff account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
  tokenRequired: 'The link is incomplete. Open it again from your email.',

  // Sign-in while strangers are guessing at the account: the same answer for a right and a wrong
  // password, so it tells a guesser nothing; only the account's mailbox gets the link.
  signInLinkSent:
    'This account is receiving many wrong passwords, so signing in from a new device takes one more step. If the email address and password are right, we have sent a sign-in link to that address: open it within 15 minutes. If no email arrives, check your password or ask for a password reset.',
  signInLinkInvalid: 'This sign-in link has expired or has already been used. Sign in again with your email and password.',

  // Two-step sign-in (TOTP).
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'This code is not right. Enter the current 6-digit code from your authenticator app.',
  challengeExpired: 'Signing in took too long. Enter your email and password again.',
  twoFactorAlreadyOn: 'Two-step sign-in is already on for your account.',
  twoFactorNotStarted: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
  twoFactorNotOn: 'Two-step sign-in is not on for this account.',
  twoFactorRequiredForAdmins: 'Administrators must keep two-step sign-in on.',
} as const;

/** The words of staff management (an admin's screen), answered by the API and shown by the back office. */
export const staffAdminMessages = {
  nameRequired: 'Enter the name of the person.',
  nameTooLong: 'The name may not be longer than 100 characters.',
  emailInvalid: 'Enter a valid email address.',
  roleInvalid: 'Choose a role: admin, editor or finance.',
  emailTaken: 'Someone on the staff already uses this email address.',
  /** Re-sending an invitation is for someone who has not set a password yet. */
  notInvited: 'This person has already set a password, so there is no invitation to send again.',
  disabledNoInvite: 'Enable this account before sending its invitation again.',
  /** Disabling or demoting the last admin would lock everyone out of staff management (409). */
  lastAdmin: 'This is the last active administrator. Make someone else an administrator first.',
} as const;

/** How each role is named and what it may do, for the role select and the staff list. */
export const STAFF_ROLE_LABELS = {
  admin: 'Administrator',
  editor: 'Editor',
  finance: 'Finance',
} as const satisfies Record<StaffRole, string>;

export const STAFF_ROLE_HINTS = {
  admin: 'Everything, including staff accounts and the audit log.',
  editor: "The site's content: courses, books, campaigns, posts, media, settings, and the inbox.",
  finance: 'Money: donations, book orders, reports and exports.',
} as const satisfies Record<StaffRole, string>;

/** An account's state: invited (no password yet), active, or disabled by an admin. */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

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

