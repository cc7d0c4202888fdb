/**
 * Every message the contact, join-us and membership forms show, in a module without zod so a
 * page can quote them (success toasts) without shipping the schema library.
 */
export const formMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number: digits only, optionally starting with +.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter a message.',
  textInvalid: 'Please enter text here.',
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  fullNameRequired: 'Please enter your full name.',
  countryRequired: 'Please choose your country.',
  countryUnknown: 'Please choose a country from the list.',
  cityRequired: 'Please enter your city.',
  fatherNameRequired: "Please enter your father's name.",
  genderRequired: 'Please choose male, female or other.',
  presentAddressRequired: 'Please enter your present address.',
  permanentAddressRequired: 'Please enter your permanent address.',
  provinceRequired: 'Please enter your province.',
  districtRequired: 'Please enter your district.',
  tehsilRequired: 'Please enter your tehsil.',
  cnicInvalid: 'Please enter your CNIC as 13 digits, e.g. 35202-1234567-1.',
  dateOfBirthInvalid: 'Please enter your date of birth.',
  dateOfBirthFuture: 'Date of birth must be in the past.',
  educationRequired: 'Please enter your education.',
  formTypeInvalid: 'Form type must be basic or active.',
  /** Success toasts of spec point 8. */
  contactSaved: 'Contact saved successfully!',
  joinUsSaved: 'JoinUs saved successfully!',
  membershipSaved: 'Form submitted successfully',
} as const;
