/** Messages and rules a person meets, with no zod: safe for the first load of the web app. */

/** Messages of the enrolment modal (spec point 5), plus our password, terms and enrolment rules. */
export const learnerMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Your Email is required',
  emailInvalid: 'Your Email must be a valid email',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordMismatch: 'Passwords do not match',
  birthdateRequired: 'Your birthdate is required',
  birthdateInvalid: 'Your birthdate must be a real date in the past',
  genderInvalid: 'Gender must be male or female',
  phoneRequired: 'A valid phone number is required',
  phoneEmpty: 'Please enter a phone number.',
  phoneLetters: 'Phone number cannot contain alphabetic characters. Only numbers are allowed.',
  phoneFormat: 'Please enter a valid phone number with country code (e.g., +12345678901).',
  termsRequired: 'Please accept the terms and conditions to register.',
  tooLong: (max: number) => `This field may not be longer than ${max} characters.`,
  badCredentials: 'These credentials do not match our records.',
  emailTaken: 'This email is already registered. Please log in instead.',
  courseUnavailable: 'This course is not open for enrolment.',
  registered: 'Thanks For Your Submission',
  loggedIn: 'Login Successfully',
  loggedOut: 'You have been logged out.',
  enrolFieldRequired: (field: string) => `The ${field} field is required.`,
  enrolEmailInvalid: 'The email field must be a valid email address.',
  enrolled: 'You have been enrolled in the course successfully.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  progressSaved: 'Your progress has been saved.',
  viewIndexInvalid: 'The view index must be a whole number of 0 or more.',
  // A forgotten password (beyond the spec): the request says the same for any address.
  resetRequested: "If an account uses this email address, we've emailed it a link to choose a new password. The link works once, for one hour.",
  resetLinkInvalid: 'This password reset link has expired or has already been used. Ask for a new one from the login form.',
  resetLinkIncomplete: 'The link is incomplete. Open it again from your email.',
  passwordChanged: 'Your password has been changed, and you are logged in. Any other device signed in to your account has been logged out.',
  viewIndexRange: (lessons: number) =>
    lessons > 0 ? `The view index must be between 0 and ${lessons} (${lessons} once the course is finished).` : 'This course has no lessons yet.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A password reset link works for an hour: long enough to read the mail, short if it leaks. */
export const LEARNER_RESET_TTL_MS = 60 * 60 * 1000;

/** Spaces, dashes, dots and brackets people type between digit groups; dropped before checking. */
export const normalizePhone = (value: string) => value.replace(/[\s\-().]/g, '');

/** The phone rules of spec point 5, in order; null when the number is acceptable. */
export function phoneProblem(value: string): string | null {
  const phone = normalizePhone(value);
  if (!phone) return learnerMessages.phoneEmpty;
  if (/\p{L}/u.test(phone)) return learnerMessages.phoneLetters;
  if (!/^\+\d{10,15}$/.test(phone)) return learnerMessages.phoneFormat;
  return null;
}
