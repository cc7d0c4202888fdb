/** Messages of the enrolment modal (spec point 5), plus our password rule. */
export const customerMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Your Email is required',
  emailInvalid: 'Your Email must be a valid email',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  birthdateRequired: 'Your birthdate is required',
  phoneRequired: 'A valid phone number is required',
  phoneEmpty: 'Please enter a phone number.',
  phoneLetters: 'Phone number cannot contain alphabetic characters. Only numbers are allowed.',
  phoneFormat: 'Please enter a valid phone number with country code (e.g., +12345678901).',
  badCredentials: 'These credentials do not match our records.',
  emailTaken: 'This email is already registered. Please log in instead.',
  registered: 'Thanks For Your Submission',
  loggedIn: 'Login Successfully',
  enrolFieldRequired: (field: string) => `The ${field} field is required.`,
  enrolled: 'You have been enrolled in the course successfully.',
  alreadyEnrolled: 'You are already enrolled in this course.',
} as const;

export const PASSWORD_MIN = 8;
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
