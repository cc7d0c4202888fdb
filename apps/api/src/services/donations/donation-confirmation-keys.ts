import type { SecretBox } from '../../lib/secret-box.ts';

/** What a key is for: a key made for anything else never opens a confirmation. */
const PURPOSE = 'donation-confirmation';
/** Long enough for a donor who keeps the confirmation open or prints it days later. */
export const CONFIRMATION_KEY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The key a receipt donor's browser is given with their reference: it reads that gift back for
 * the confirmation page without the phone number and without counting against tracking's limit
 * (a donor's own confirmation must never be refused for lookups made from their address). Sealed
 * with the server's key (AES-256-GCM, lib/secret-box.ts), so nothing is stored and none can be made
 * outside the server.
 */
export const confirmationKey = (box: SecretBox, reference: string, now = Date.now()) => box.seal(JSON.stringify({ p: PURPOSE, r: reference, t: now }));

/** True when the key was sealed here, for this reference, within its lifetime. */
export function confirmationKeyFits(box: SecretBox, key: string, reference: string, now = Date.now()): boolean {
  // open() reads an unsealed value as it is (for secrets stored before sealing): never for a key.
  if (!box.isSealed(key)) return false;
  const plain = box.open(key);
  if (!plain) return false;
  try {
    const { p, r, t } = JSON.parse(plain) as { p?: unknown; r?: unknown; t?: unknown };
    return p === PURPOSE && r === reference && typeof t === 'number' && now - t >= 0 && now - t <= CONFIRMATION_KEY_LIFETIME_MS;
  } catch {
    return false;
  }
}
