import { dictionary } from '@zxcvbn-ts/language-common';
import { StaffPasswordSchema, staffMessages } from '@foundation/contract/staff';

/**
 * The common and leaked passwords a staff password may not be (OWASP ASVS 2.1.7): the ~49,000 of
 * zxcvbn-ts's common dictionary, drawn from public breach corpora (docs/decisions). Shipped with
 * the code, so no password ever leaves the server to be checked. Compared in lower case, so
 * "Password1234" is as refused as "password1234".
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set((dictionary as Record<string, string[]>)['passwords-common']));

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * On the list as it is, or as a listed password padded to length with digits and symbols around it
 * ("sunshine2024!", "1234iloveyou"), or one short piece repeated ("abcabcabcabc"): what a 12-character
 * minimum pushes people to type, and what cracking rules try first.
 */
function isCommon(folded: string) {
  const list = commonPasswords();
  const core = folded.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return list.has(folded) || (core.length >= 4 && list.has(core)) || /^(.{1,4})\1+$/u.test(folded);
}

/**
 * Why this new password is refused, or null: 12 to 128 characters of anything (the contract's
 * schema), no composition rules, not a known password, not the member's e-mail, its name part or
 * their name. Passwords are never trimmed or changed: they are hashed as typed.
 */
export function passwordProblem(password: string, member: { email: string; name: string }): string | null {
  const shape = StaffPasswordSchema.safeParse(password);
  if (!shape.success) return shape.error.issues[0]?.message ?? staffMessages.passwordTooShort;
  const folded = fold(password);
  if (isCommon(folded)) return staffMessages.passwordCommon;
  const email = fold(member.email);
  const own = [email, email.split('@')[0] ?? '', fold(member.name), fold(member.name).replace(/ /g, '')];
  if (own.includes(folded) || own.includes(folded.replace(/ /g, ''))) return staffMessages.passwordLikeAccount;
  return null;
}

/** Loads the list ahead of the first password check (a few milliseconds, once). */
export const primePasswordList = () => void commonPasswords();
