/**
 * Keystroke and paste filters for number fields: the field simply refuses characters that can
 * never be valid, so a person sees at once what the field takes.
 */

/** Contact and membership phones: digits, +, spaces and dashes, the ways people write numbers. */
export const phoneChars = (value: string) => value.replace(/[^\d+ -]/g, '');

/** Join-us phone (spec point 5): digits only, with an optional leading plus. */
export const digitsWithLeadingPlus = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return value.trimStart().startsWith('+') ? `+${digits}` : digits;
};

/** CNIC: digits and the dashes of 35202-1234567-1. */
export const cnicChars = (value: string) => value.replace(/[^\d-]/g, '');

/**
 * Applies a filter to an input as the person types or pastes, keeping the caret where it was
 * relative to the characters that stayed.
 */
export function filterInput(input: HTMLInputElement, filter: (value: string) => string) {
  const { value, selectionStart } = input;
  const clean = filter(value);
  if (clean === value) return;
  const caret = selectionStart === null ? clean.length : filter(value.slice(0, selectionStart)).length;
  input.value = clean;
  input.setSelectionRange(caret, caret);
}
