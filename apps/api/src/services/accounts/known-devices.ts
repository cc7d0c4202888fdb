import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Proof that this browser signed in to an account before (OWASP's "device cookie"): a nonce and an
 * HMAC of the account's e-mail, keyed by the account's password hash. Nothing is stored on the
 * server, every process can check it, and a new password forgets every device at once. A browser
 * keeps proofs for its last few accounts (a family shares a phone).
 */
const MAX_PROOFS = 5;
const SEPARATOR = '~';

const mac = (secret: string, scope: string, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`${scope}\n${email.toLowerCase()}\n${nonce}`).digest('base64url');

export function isKnownDevice(cookie: string | undefined, secret: string, scope: string, email: string): boolean {
  for (const proof of (cookie ?? '').split(SEPARATOR).slice(0, MAX_PROOFS)) {
    const [nonce, given] = proof.split('.');
    if (!nonce || !given) continue;
    const expected = Buffer.from(mac(secret, scope, email, nonce));
    const actual = Buffer.from(given);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return true;
  }
  return false;
}

/** The cookie's new value: a fresh proof for this account first, then the proofs it already held. */
export function addDeviceProof(cookie: string | undefined, secret: string, scope: string, email: string): string {
  const nonce = randomBytes(12).toString('base64url');
  const kept = (cookie ?? '').split(SEPARATOR).filter((p) => /^[\w-]+\.[\w-]+$/.test(p));
  return [`${nonce}.${mac(secret, scope, email, nonce)}`, ...kept].slice(0, MAX_PROOFS).join(SEPARATOR);
}
