import { inLocale as inLocalePath } from '@foundation/contract/routes';
import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new certificate code: 20 random symbols (100 bits) in groups of five, "7K3QM-…". Random rather
 * than counted, so nobody can walk the register by trying the next number, and short enough to
 * type from a printed certificate.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(20);
  let code = '';
  for (let i = 0; i < 20; i++) code += ALPHABET[bytes[i]! & 31];
  return code.match(/.{5}/g)!.join('-');
}

/** A code as people type it: lower case, spaces for dashes, O for 0, I and L for 1. */
export function normalizeCertificateCode(typed: string): string {
  const bare = typed.toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return bare.length === 20 ? bare.match(/.{5}/g)!.join('-') : bare;
}

/**
 * A certificate's permanent address, in the language asked: what the QR code, the mail and the
 * share links carry. It names the code only, so it never has to change.
 */
export const verificationUrl = (publicUrl: string, code: string, locale: 'en' | 'ur' = 'en') => new URL(inLocalePath(locale, `/certificates/${code}`), publicUrl).href;
