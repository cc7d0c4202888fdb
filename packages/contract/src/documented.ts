import { z } from 'zod';

/**
 * What a rule checked in code (a refine, or a check after a transform) says in the API document,
 * given to `.meta()` beside it: JSON Schema cannot see inside a function, so without these the
 * document allows what the schema refuses. zod still does the judging; these only describe it,
 * never more loosely than it judges.
 */
export const documented = {
  /** Text that is not blank once trimmed (under allOf, so a .regex() added later keeps its own pattern). */
  someText: { allOf: [{ pattern: '\\S' }] },
  /** The address z.email() accepts. */
  email: { format: 'email', pattern: z.regexes.email.source },
  /** A query parameter read as digits, then as a whole number in this range. */
  wholeNumber: (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }),
  /** A day that is on the calendar, YYYY-MM-DD. */
  day: { format: 'date' },
  /** Rupees with at most 2 decimals. */
  rupees: { multipleOf: 0.01 },
  /** An http(s) address a URL parser reads: a host of letters, digits, dots and dashes, then anything but spaces. */
  webAddress: { pattern: '^https?://[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(?::[1-9]\\d{0,3})?(?:[/?#]\\S*)?$' },
} as const;
