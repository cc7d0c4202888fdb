/**
 * Keystroke and paste filters for the number fields of the contact, Join Us and membership forms
 * (the `filter` of the shared TextField): characters that can never be valid never appear.
 */

/** Contact and membership phones: digits, +, spaces and dashes, the ways people write numbers. */
export const phoneChars = (value: string) => value.replace(/[^\d+ -]/g, '');

/** CNIC: digits and the dashes of 35202-1234567-1. */
export const cnicChars = (value: string) => value.replace(/[^\d-]/g, '');
