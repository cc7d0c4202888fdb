import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@foundation/contract/common';
import { staffMessages, TwoFactorSetupSchema } from '@foundation/contract/staff';
import { eq } from 'drizzle-orm';
import { staff } from '../src/db/schema/index.ts';
import { currentCode, newTotpSecret } from '../src/services/staff/staff-totp.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditOf, freshCode, mailsTo, post, secretsOf, signInAs, STAFF_PASSWORD } from './fixtures/staff.ts';
import { staffClient } from './fixtures/back-office.ts';

// Each code is accepted once: tests move the clock (Date only) to the next 30 s step for a new one.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

const login = (t: TestContext, email: string, password = STAFF_PASSWORD) => post(t, '/api/admin/login', { email, password });
const withCode = (t: TestContext, challenge: string, code: string) => post(t, '/api/admin/login/two-factor', { challenge, code });

/** Sets up and confirms two-step sign-in for a signed-in member; answers the secret. */
async function turnOn(t: TestContext, client: ReturnType<typeof staffClient>) {
  const setup = TwoFactorSetupSchema.parse((await client.post('/api/admin/me/two-factor/setup', {})).json());
  const res = await client.post('/api/admin/me/two-factor/confirm', { code: freshCode(setup.secret) });
  expect(res.statusCode, res.body).toBe(200);
  return setup.secret;
}

describe('two-step sign-in (TOTP)', () => {
  let t: TestContext;
  let editorId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3' } });
  });
  afterAll(() => t.close());

  it('sets up with a QR code and the secret as text, and turns on only once a first code confirms it', async () => {
    const editor = await signInAs(t, 'editor');
    editorId = editor.id;
    const res = await editor.post('/api/admin/me/two-factor/setup', {});
    expect(res.statusCode, res.body).toBe(200);
    const setup = TwoFactorSetupSchema.parse(res.json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/Foundation%20back%20office%20(localhost%3A3000):editor%40foundation.test?issuer=Foundation%20back%20office%20(localhost%3A3000)&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(setup.qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    expect(await secretsOf(t, editor.id)).toEqual({ secret: null, pending: setup.secret });

    // Pending: sign-in asks for no code yet.
    expect((await login(t, 'editor@foundation.test')).json()).toHaveProperty('token');
    const wrong = await editor.post('/api/admin/me/two-factor/confirm', { code: '000000' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { code: [staffMessages.codeInvalid] }]);
    const bad = await editor.post('/api/admin/me/two-factor/confirm', { code: '12ab' });
    expect(bad.json().errors).toEqual({ code: [staffMessages.codeInvalid] });

    const on = await editor.post('/api/admin/me/two-factor/confirm', { code: freshCode(setup.secret) });
    expect([on.statusCode, on.json().staff.two_factor]).toEqual([200, true]);
    expect(await secretsOf(t, editor.id)).toEqual({ secret: setup.secret, pending: null });
    expect((await editor.post('/api/admin/me/two-factor/setup', {})).json()).toEqual({ message: staffMessages.twoFactorAlreadyOn });
    expect((await auditOf(t, editor.id)).map((r) => r.action)).toContain('two_factor_on');
    // The secret is never in the audit log.
    expect(JSON.stringify(await auditOf(t, editor.id))).not.toContain(setup.secret);
  });

  it('asks for the code after the right password, and opens a session with a current one, once', async () => {
    const { secret } = await secretsOf(t, editorId);
    const password = await login(t, 'editor@foundation.test');
    expect(password.statusCode).toBe(200);
    const challenge = password.json();
    expect(challenge).toEqual({ two_factor_required: true, challenge: expect.stringMatching(/^\d+\.\d{13}\.[\w-]{16}\.[\w-]{43}$/), expires_at: expect.any(String) });
    expect(challenge).not.toHaveProperty('token');

    const wrong = await withCode(t, challenge.challenge, '123456');
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: staffMessages.codeInvalid }]);
    const code = freshCode(secret!);
    const ok = await withCode(t, challenge.challenge, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ token: expect.any(String), staff: { email: 'editor@foundation.test', two_factor: true } });
    // The same code again, even with a new challenge, is refused (RFC 6238 §5.2).
    const again = await withCode(t, (await login(t, 'editor@foundation.test')).json().challenge, code);
    expect(again.json()).toEqual({ message: staffMessages.codeInvalid });

    // A forged, changed or expired challenge says to sign in again.
    const forged = challenge.challenge.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await withCode(t, forged, freshCode(secret!))).json()).toEqual({ message: staffMessages.challengeExpired });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await withCode(t, challenge.challenge, freshCode(secret!))).json()).toEqual({ message: staffMessages.challengeExpired });

    const actions = (await auditOf(t, editorId)).map((r) => [r.action, (r.after as { reason?: string } | null)?.reason]);
    expect(actions).toContainEqual(['sign_in_failed', 'code']);
  });

  it('makes wrong codes wait longer and longer (429), so codes cannot be guessed', async () => {
    const challenge = (await login(t, 'editor@foundation.test')).json().challenge as string;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await withCode(t, challenge, '000000')).statusCode);
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const paused = await withCode(t, challenge, '000000');
    expect([paused.json(), Number(paused.headers['retry-after'])]).toEqual([{ message: messages.tooManyRequests }, expect.any(Number)]);
  });

  it('turns off with a current code only, and a reset of the password still asks for the code', async () => {
    const finance = await signInAs(t, 'finance');
    const secret = await turnOn(t, finance);
    expect((await finance.post('/api/admin/me/two-factor/disable', { code: '000000' })).statusCode).toBe(422);

    await post(t, '/api/admin/password-reset', { email: 'finance@foundation.test' });
    const reset = await post(t, '/api/admin/password-reset/confirm', { token: (await mailsTo(t, 'finance@foundation.test')).token, password: 'a fresh finance passphrase' });
    expect(reset.json()).toMatchObject({ two_factor_required: true });
    // The reset ended the member's sessions, this one included: sign in with the code again.
    expect((await finance.get('/api/admin/me')).statusCode).toBe(401);
    const session = await withCode(t, reset.json().challenge, freshCode(secret));
    const again = staffClient(t, session.json().token);

    const off = await again.post('/api/admin/me/two-factor/disable', { code: freshCode(secret) });
    expect([off.statusCode, off.json().staff.two_factor]).toEqual([200, false]);
    expect((await login(t, 'finance@foundation.test', 'a fresh finance passphrase')).json()).toHaveProperty('token');
    expect((await again.post('/api/admin/me/two-factor/disable', { code: currentCode(secret) })).json()).toEqual({ message: staffMessages.twoFactorNotOn });
  });

  it('lets an admin turn off a member’s second factor (a lost phone)', async () => {
    const admin = await signInAs(t, 'admin');
    const { id } = await signInAs(t, 'editor', 'lost-phone@foundation.test');
    await turnOn(t, staffClient(t, (await login(t, 'lost-phone@foundation.test')).json().token));
    const res = await admin.del(`/api/admin/staff/${id}/two-factor`);
    expect([res.statusCode, res.json().data.two_factor]).toEqual([200, false]);
    expect((await login(t, 'lost-phone@foundation.test')).json()).toHaveProperty('token');
    expect((await auditOf(t, id)).find((r) => r.action === 'two_factor_off')).toMatchObject({ staffId: admin.id, after: { by_admin: true } });
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_REQUIRE_2FA: 'true' } });
  });
  afterAll(() => t.close());

  it('lets an admin without a second factor do nothing but set it up, then everything', async () => {
    const admin = await signInAs(t, 'admin');
    expect((await admin.get('/api/admin/me')).json().staff).toMatchObject({ role: 'admin', two_factor: false, two_factor_setup_required: true });
    for (const url of ['/api/admin/blogs', '/api/admin/donations', '/api/admin/staff', '/api/admin/settings']) {
      const res = await admin.get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { message: staffMessages.twoFactorSetupRequired } });
    }
    const secret = await turnOn(t, admin);
    expect((await admin.get('/api/admin/me')).json().staff).toMatchObject({ two_factor: true, two_factor_setup_required: false });
    for (const url of ['/api/admin/blogs', '/api/admin/donations', '/api/admin/staff', '/api/admin/settings']) expect((await admin.get(url)).statusCode).toBe(200);
    // Admins must keep it on.
    const off = await admin.post('/api/admin/me/two-factor/disable', { code: freshCode(secret) });
    expect([off.statusCode, off.json()]).toEqual([409, { message: staffMessages.twoFactorRequiredForAdmins }]);
  });

  it('asks nothing more of editors and finance', async () => {
    const editor = await signInAs(t, 'editor');
    expect((await editor.get('/api/admin/me')).json().staff.two_factor_setup_required).toBe(false);
    expect((await editor.get('/api/admin/blogs')).statusCode).toBe(200);
  });
});

describe('the authenticator secrets as stored', () => {
  const KEY = Buffer.alloc(32, 7).toString('base64');
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_ENCRYPTION_KEY: KEY } });
  });
  afterAll(() => t.close());

  const stored = async (id: number) => (await t.database.db.select({ secret: staff.totpSecret, pending: staff.totpPendingSecret }).from(staff).where(eq(staff.id, id)))[0]!;

  it('are sealed: a copy of the database holds no member’s secret, set up or confirmed', async () => {
    const editor = await signInAs(t, 'editor');
    const setup = TwoFactorSetupSchema.parse((await editor.post('/api/admin/me/two-factor/setup', {})).json());
    const pending = (await stored(editor.id)).pending!;
    expect(pending).toMatch(/^v1\.[\w-]+$/);
    expect(pending).not.toContain(setup.secret);
    await editor.post('/api/admin/me/two-factor/confirm', { code: freshCode(setup.secret) });
    const { secret } = await stored(editor.id);
    expect(secret).toMatch(/^v1\.[\w-]+$/);
    const all = JSON.stringify(await t.database.db.select().from(staff));
    expect(all).not.toContain(setup.secret);
    // And the member signs in with their app's codes as before.
    const challenge = (await login(t, editor.email)).json().challenge as string;
    expect((await withCode(t, challenge, freshCode(setup.secret))).statusCode).toBe(200);
  });

  it('stored before sealing are sealed at the next start, and their codes still sign in', async () => {
    const { id, email } = await signInAs(t, 'finance');
    const secret = newTotpSecret();
    await t.database.db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, id));
    const restarted = await createTestApp({ env: { DATA_ENCRYPTION_KEY: KEY }, database: t.database });
    try {
      const after = (await stored(id)).secret!;
      expect(after).toMatch(/^v1\./);
      expect(after).not.toContain(secret);
      const challenge = (await login(restarted, email)).json().challenge as string;
      expect((await withCode(restarted, challenge, freshCode(secret))).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('sealed under another key fit no code, until an admin turns that second factor off', async () => {
    const { id, email } = await signInAs(t, 'editor', 'moved@foundation.test');
    const secret = await turnOn(t, staffClient(t, (await login(t, email)).json().token));
    // The site restored elsewhere without its key: this process made a key of its own.
    const elsewhere = await createTestApp({ database: t.database });
    try {
      const challenge = (await login(elsewhere, email)).json().challenge as string;
      const wrong = await withCode(elsewhere, challenge, freshCode(secret));
      expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: staffMessages.codeInvalid }]);
      const admin = await signInAs(elsewhere, 'admin', 'admin-elsewhere@foundation.test');
      expect((await admin.del(`/api/admin/staff/${id}/two-factor`)).statusCode).toBe(200);
      expect((await login(elsewhere, email)).json()).toHaveProperty('token');
    } finally {
      await elsewhere.close();
    }
  });

  it('sealed under another key leave the owner (ADMIN_EMAIL) able to sign in with the password the environment holds', async () => {
    const owner = await signInAs(t, 'admin', 'owner@foundation.test');
    await turnOn(t, owner);
    const elsewhere = await createTestApp({ database: t.database, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: STAFF_PASSWORD } });
    try {
      expect((await login(elsewhere, owner.email)).json()).toHaveProperty('token');
      expect((await auditOf(elsewhere, owner.id)).find((r) => r.action === 'two_factor_off')).toMatchObject({ action: 'two_factor_off', staffId: null, after: { reason: 'sealed under another key' } });
    } finally {
      await elsewhere.close();
    }
  });
});
