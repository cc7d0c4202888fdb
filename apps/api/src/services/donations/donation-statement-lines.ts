import { REFERENCE_PATTERN } from '@foundation/contract/donations';
import { statementMessages as m } from '@foundation/contract/donation-statement';

/** One line of a pasted wallet or bank statement, read. */
export interface StatementLine {
  /** 1-based, as the textarea counts. */
  line: number;
  text: string;
  /** The first field: a transaction id, a gift's reference or the payer's phone. */
  identifier: string;
  /** The payer's mobile number in digits with the country code (923001234567), when the identifier is one. */
  phoneDigits: string | null;
  /** A gift's reference (FD-…), when the identifier is one. */
  reference: string | null;
  amountPaisa: number;
}

export interface UnreadLine {
  line: number;
  text: string;
  reason: string;
}

/** `Rs`, `Rs.`, `PKR` and the `/-` Pakistani amounts end with are noise around the number. */
const CURRENCY = /(?<!\p{L})(?:rs\.?|pkr)(?!\p{L})/giu;
/** 1500, 1,500, 1,23,456 (lakh grouping), 1500.5, 1,500.00. */
const AMOUNT = /^(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d{1,2})?$/;
/** The identifier ends at the first tab, semicolon, pipe, comma or space: none of them is ever part of one. */
const IDENTIFIER = /^[^\t;|,\s]+/;
/** A phone written with spaces or dashes (+92 300 1234567, 0300-1234567), up to a clear separator. */
const SPACED_PHONE = /^(\+?\d[\d -]{8,16}\d)(?=\s*[\t;|,]|\s+(?:rs|pkr)(?!\p{L}))/iu;
/** Between the amount's fields; a comma between digits is a thousands separator, not one of these. */
const AMOUNT_SEPARATORS = /[\t;|]+|,\s+|\s+/;

/**
 * A Pakistani mobile number however a statement writes it (03001234567, 923001234567,
 * +92 300 1234567, 3001234567), as 92 and ten digits; null for anything else.
 */
export function mobileDigits(raw: string): string | null {
  const digits = raw.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, '');
  if (/^03\d{9}$/.test(bare)) return `92${bare.slice(1)}`;
  if (/^923\d{9}$/.test(bare)) return bare;
  if (/^00923\d{9}$/.test(bare)) return bare.slice(2);
  if (/^3\d{9}$/.test(bare)) return `92${bare}`;
  return null;
}

/**
 * Reads one payment a line: first a transaction id, a gift reference or the payer's phone, then
 * the amount. Empty lines and lines starting with # are skipped; a line that cannot be read says
 * why instead of failing the paste.
 */
export function readStatement(text: string): { lines: StatementLine[]; unread: UnreadLine[] } {
  const lines: StatementLine[] = [];
  const unread: UnreadLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const spaced = SPACED_PHONE.exec(trimmed)?.[1];
    const identifier = spaced && mobileDigits(spaced) ? spaced : IDENTIFIER.exec(trimmed)?.[0] ?? '';
    const fields = trimmed
      .slice(identifier.length)
      .replace(CURRENCY, ' ')
      .replace(/\/-/g, ' ')
      .replace(/^[\s\t;|,:]+/, '')
      .split(AMOUNT_SEPARATORS)
      .map((f) => f.trim())
      .filter(Boolean);
    if (!identifier || fields.length === 0) return unread.push({ line, text: trimmed, reason: fields.length === 0 && identifier ? m.noAmount : m.lineFormat });
    if (fields.length > 1 || !AMOUNT.test(fields[0]!)) return unread.push({ line, text: trimmed, reason: m.lineFormat });
    const amountPaisa = Math.round(Number(fields[0]!.replace(/,/g, '')) * 100);
    if (amountPaisa <= 0) return unread.push({ line, text: trimmed, reason: m.amountZero });
    const reference = REFERENCE_PATTERN.test(identifier.toUpperCase()) ? identifier.toUpperCase() : null;
    lines.push({ line, text: trimmed, identifier, phoneDigits: reference ? null : mobileDigits(identifier), reference, amountPaisa });
  });
  return { lines, unread };
}
