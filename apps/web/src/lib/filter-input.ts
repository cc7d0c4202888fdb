/**
 * Applies a keystroke and paste filter to an input as the person types or pastes, keeping the caret
 * where it was relative to the characters that stayed: the field simply refuses characters that can
 * never be valid, so a person sees at once what it takes.
 */
export function filterInput(input: HTMLInputElement, filter: (value: string) => string) {
  const { value, selectionStart } = input;
  const clean = filter(value);
  if (clean === value) return;
  const caret = selectionStart === null ? clean.length : filter(value.slice(0, selectionStart)).length;
  input.value = clean;
  input.setSelectionRange(caret, caret);
}

/** Phones as the wizard, the receipt form, tracking and Join Us take them (spec point 5): digits only, with an optional leading plus. */
export const digitsWithLeadingPlus = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return value.trimStart().startsWith('+') ? `+${digits}` : digits;
};
