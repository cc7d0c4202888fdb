import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, loadSecretBox, secretBox } from '../src/lib/secret-box.ts';
import { loadConfig } from '../src/config.ts';

const box = secretBox(Buffer.alloc(32, 1));

describe('a sealed secret', () => {
  it('opens to what was sealed, and differs at every sealing', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\.[\w-]+$/);
    expect(a).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens to nothing when altered, cut short or sealed under another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(box.open(flipped)).toBeNull();
    expect(box.open('v1.abc')).toBeNull();
    expect(secretBox(Buffer.alloc(32, 2)).open(sealed)).toBeNull();
  });

  it('reads a value stored before sealing as it is', () => {
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('the key', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    return dir;
  };

  it('is made once in DATA_DIR, readable by the server’s user alone, and kept across starts', async () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const sealed = (await loadSecretBox(config)).seal('secret');
    const file = join(config.dataDir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect((await loadSecretBox(config)).open(sealed)).toBe('secret');
  });

  it('is DATA_ENCRYPTION_KEY where set, shared by every process, and no file is made', async () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    const one = loadConfig({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: key });
    const two = loadConfig({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEY: key });
    expect((await loadSecretBox(two)).open((await loadSecretBox(one)).seal('secret'))).toBe('secret');
    expect(() => statSync(join(one.dataDir, KEY_FILE))).toThrow();
  });

  it('refuses a DATA_ENCRYPTION_KEY that is not 32 bytes in base64, saying how to make one', () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'hunter2' })).toThrow(/DATA_ENCRYPTION_KEY is 32 random bytes in base64 \(openssl rand -base64 32\)/);
  });

  it('must be given with S3, where a process keeps nothing on its own disk', () => {
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => loadConfig(s3)).toThrow(/DATA_ENCRYPTION_KEY: DATA_ENCRYPTION_KEY is needed with S3/);
    expect(loadConfig({ ...s3, DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64') }).DATA_ENCRYPTION_KEY).toHaveLength(32);
  });
});
