import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt at N = 2^15, r = 8, p = 1 (OWASP's recommended floor) and a
 * 16-byte salt. The parameters are stored with the hash, so they can be raised later while old
 * hashes still verify: "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>" (base64url).
 */
const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that at N = 2^15.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * `logN` other than the default is for tests that check a thousand passwords in seconds: a hash
 * carries its own cost, as a site's older hashes would.
 */
export async function hashPassword(password: string, logN = LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** Computes the stand-in hash ahead of the first login, so that login is not slower still. */
export function primePasswordCheck() {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
}

/**
 * Spends the same time as checking a real password, for a login whose e-mail is unknown, so
 * the answer's timing does not tell which e-mails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  primePasswordCheck();
  await verifyPassword(password, await dummy!);
  return false;
}
