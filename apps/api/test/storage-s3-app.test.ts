import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DonationListResponseSchema } from '@foundation/contract/donation-review';
import { loadConfig } from '../src/config.ts';
import { createStorage, type Storage } from '../src/adapters/storage.ts';
import { ensureStaffAccount } from '../src/services/staff/staff.ts';
import { multipart, receipts } from './fixtures/donations.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { s3Env, startS3, type TestS3 } from './s3.ts';

/** The whole app on a real S3-compatible server: receipts in, staff reading them, health. */
let s3: TestS3;
let t: TestContext;
/** What the app asked of its storage, in order: the write order is the point of one test. */
const calls: string[] = [];
const reviewer = { email: 'reviewer@foundation.test', password: 'a long staff password', name: 'Ayesha Reviewer' };
let token: string;
let caller = 0;

beforeAll(async () => {
  s3 = await startS3();
  const recorded: Storage = {
    ...s3.storage,
    put: (area, key, data) => (calls.push(`put ${area} ${key}`), s3.storage.put(area, key, data)),
    remove: (area, key) => (calls.push(`remove ${area} ${key}`), s3.storage.remove(area, key)),
  };
  t = await createTestApp({ storage: recorded });
  await ensureStaffAccount(t.app.db, reviewer);
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: reviewer, remoteAddress: '10.9.0.1' });
  token = login.json().token;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const giveByWallet = (ext: 'png' | 'pdf') => {
  const body = multipart(
    { amount: '2000', payment_method: 'jazz_cash', 'donatation_submit[phoneNumber]': '+923001112233', 'donatation_submit[module_code]': 'DONATION', 'donatation_submit[category]': 'Orphan Care' },
    { name: 'receipt_file', filename: `slip.${ext}`, type: ext === 'pdf' ? 'application/pdf' : 'image/png', content: receipts[ext] },
  );
  return t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.8.0.${++caller}`, ...body });
};
const staffGet = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

async function privateKeys(prefix: string) {
  const keys: string[] = [];
  for await (const file of t.storage.list('private', prefix)) keys.push(file.key);
  return keys;
}

describe('files in S3', () => {
  it('keeps a donor receipt in the private part of the bucket, and staff read it back byte for byte', async () => {
    const res = await giveByWallet('pdf');
    expect(res.statusCode).toBe(200);
    const list = DonationListResponseSchema.parse((await staffGet(`/api/admin/donations?search=${res.json().reference}`)).json());
    const receipt = await staffGet(`/api/admin/donations/${list.data[0]!.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.equals(receipts.pdf)).toBe(true);
    const [key] = await privateKeys('receipts/');
    expect(key).toMatch(/^receipts\/\d{4}-\d{2}\/[\w-]+\.pdf$/);
    // Nothing of it under public/, so no /uploads path reaches it.
    expect((await t.app.inject(`/uploads/${key}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/uploads/../private/${key}`)).statusCode).toBe(404);
  });

  it('writes the receipt before the donation row, and removes it when the row cannot be written', async () => {
    await t.app.db.execute(sql.raw(`CREATE FUNCTION refuse_donations() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`));
    await t.app.db.execute(sql.raw('CREATE TRIGGER refuse_donations BEFORE INSERT ON donations FOR EACH ROW EXECUTE FUNCTION refuse_donations()'));
    try {
      const before = await privateKeys('receipts/');
      calls.length = 0;
      const res = await giveByWallet('png');
      expect(res.statusCode).toBe(500);
      const written = calls.find((c) => c.startsWith('put private receipts/'));
      expect(calls).toEqual([written, written!.replace(/^put/, 'remove')]);
      expect(await privateKeys('receipts/')).toEqual(before);
    } finally {
      await t.app.db.execute(sql.raw('DROP TRIGGER refuse_donations ON donations'));
      await t.app.db.execute(sql.raw('DROP FUNCTION refuse_donations()'));
    }
  });

  it('is chosen from S3_* settings, which come all together or not at all', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, ...s3Env(s3.settings) });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    const storage = createStorage(config);
    expect(storage.publicRoot).toBeUndefined();
    await storage.put('public', 'from-config.txt', 'hello');
    expect((await s3.storage.read('public', 'from-config.txt'))?.size).toBe(5);
    await storage.close();
    expect(createStorage(loadConfig({ DATA_DIR: t.dataDir })).publicRoot).toBe(`${t.dataDir}/uploads`);
    expect(() => loadConfig({ S3_ENDPOINT: s3.settings.endpoint, S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set together/);
    expect(() => loadConfig({ ...s3Env(s3.settings), S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT/);
  });

  it('reports not ready once the S3 server stops, and the database still fine', async () => {
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    await s3.stop();
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
    // A browser asking for a file meanwhile is told to come back (storage-outage.test.ts), not left hanging.
    const file = await t.app.inject('/uploads/brand/logo.svg');
    expect(file.statusCode).toBe(503);
    expect(file.headers['retry-after']).toBeDefined();
  });
});
