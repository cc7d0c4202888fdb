import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Secrets the server must read back (a member's authenticator secret) are stored sealed: AES-256-GCM
 * under a key that is never in the database, so a leaked dump or backup holds no second factor
 * (docs/decisions/0025). A sealed value reads `v1.<base64url of iv, tag, ciphertext>`; a value
 * without that mark was stored before sealing and is read as it is, until the start-up seals it.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null when this key did not seal it (another key, or altered). */
  open(stored: string): string | null;
  /** False for a value stored before sealing. */
  isSealed(stored: string): boolean;
}

const MARK = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`a secret box key is ${KEY_BYTES} bytes`);
  const isSealed = (stored: string) => stored.startsWith(MARK);
  return {
    isSealed,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return MARK + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(MARK.length), 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export const KEY_FILE = 'data-encryption.key';

/**
 * The key: DATA_ENCRYPTION_KEY (32 bytes, base64) where set, as every process of a site on several
 * machines must share one; otherwise a key made on first start and kept beside the embedded
 * database in DATA_DIR, readable by the server's user alone.
 */
export async function loadSecretBox(config: { DATA_ENCRYPTION_KEY?: Buffer; dataDir: string }): Promise<SecretBox> {
  if (config.DATA_ENCRYPTION_KEY) return secretBox(config.DATA_ENCRYPTION_KEY);
  const file = join(config.dataDir, KEY_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing !== null) return secretBox(Buffer.from(existing.trim(), 'base64'));
  await mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // 'wx': two processes starting at once on one folder keep the first one's key. The mode is set
  // as the file is made, and a umask can only take bits away.
  await writeFile(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return secretBox(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'));
}
