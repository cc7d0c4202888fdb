import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffMessages } from '@foundation/contract/staff';
import { staff } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/services/accounts/passwords.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditOf, mailsTo, staffAccount } from './fixtures/staff.ts';
import { noRedis, redisUrl, removeKeys, testPrefix } from './redis.ts';

const OWNER = 'owner@foundation.test';
const PASSWORD = 'the owner keeps a long passphrase';
const GUESSES = 1_000;
const ADDRESSES = 50;
/** The default free failures a window (AUTH_RATE_LIMIT_PER_EMAIL), after which the account pauses. */
const FREE = 10;
const linkSent = { sign_in_link_sent: true, message: staffMessages.signInLinkSent };

/**
 * Strangers guess at the owner's account from many addresses, through a proxy (TRUST_PROXY, the
 * address in X-Forwarded-For); the owner then signs in from a phone that has never signed in.
 */
function underAttack(store: string, env: Record<string, string>) {
  let t: TestContext;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', ...env } });
    id = await staffAccount(t, 'admin', OWNER, 'Owner');
    // A cheaper hash than a real account's, so a thousand checks take seconds; the throttling is the same.
    await t.app.db.update(staff).set({ passwordHash: await hashPassword(PASSWORD, 10) }).where(eq(staff.id, id));
  });
  afterAll(() => t?.close());

  const login = (address: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      payload: { email: OWNER, password },
    });
  /** What a guesser can compare between two answers. */
  const seen = (res: Awaited<ReturnType<typeof login>>) => ({ status: res.statusCode, body: res.json(), cookie: res.headers['set-cookie'] });

  it(`${store}: 1,000 wrong passwords from 50 addresses leave the guesser 10 answers and the owner a way in`, async () => {
    // The guesses come faster than any pause could lapse: the test's clock stands still meanwhile.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const statuses: Record<number, number> = {};
    try {
      for (let n = 0; n < GUESSES; n++) {
        const res = await login(`203.0.113.${n % ADDRESSES}`, `guess number ${n}`);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode === 202) expect(res.json()).toEqual(linkSent);
      }
    } finally {
      vi.useRealTimers();
    }
    // Only the free failures were told "wrong password"; every later guess learnt nothing: the
    // same 202 as a right password gets, or 429 once an address had used its 10 tries.
    expect(statuses).toEqual({ 401: FREE, 202: ADDRESSES * FREE - FREE, 429: GUESSES - ADDRESSES * FREE });
    expect((await mailsTo(t, OWNER)).all).toEqual([]);

    // The owner, on a new phone at an address of its own, with the right password.
    const phone = '198.51.100.7';
    const owner = await login(phone, PASSWORD);
    expect(seen(owner)).toEqual({ status: 202, body: linkSent, cookie: undefined });
    await vi.waitFor(async () => expect((await mailsTo(t, OWNER)).token).not.toBeNull(), { timeout: 5000 });
    const mail = await mailsTo(t, OWNER);
    expect(mail.last).toContain('Subject: Your sign-in link for the back office');
    expect(mail.last).toContain('http://localhost:3000/admin/sign-in-link#token=');

    // A stranger typing the right password learns nothing from it: the very answer a wrong one gets.
    const right = await login('192.0.2.1', PASSWORD);
    const wrong = await login('192.0.2.2', 'still guessing here');
    expect(seen(right)).toEqual(seen(wrong));
    // ...and sends no second mail within the minute.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailsTo(t, OWNER)).all).toHaveLength(1);

    // The owner opens the link: signed in, and this phone is a known device from now on.
    const opened = await t.app.inject({ method: 'POST', url: '/api/admin/sign-in-link', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': phone }, payload: { token: mail.token } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ token: expect.any(String), staff: { email: OWNER, role: 'admin' } });
    const me = await t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${opened.json().token}` } });
    expect(me.statusCode).toBe(200);
    const device = String(opened.headers['set-cookie']).split(';')[0]!;
    expect(device).toMatch(/^fd_device=/);

    // The link works once.
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/sign-in-link', payload: { token: mail.token } });
    expect([again.statusCode, again.json()]).toEqual([410, { message: staffMessages.signInLinkInvalid }]);

    // Next time the phone signs in with the password alone, while the guessing goes on being slowed.
    expect((await login(phone, PASSWORD, device)).statusCode).toBe(200);
    expect(seen(await login('192.0.2.3', 'one more guess'))).toEqual({ status: 202, body: linkSent, cookie: undefined });

    const actions = (await auditOf(t, id)).map((r) => r.action);
    expect(actions.filter((a) => a === 'sign_in_link_sent')).toHaveLength(1);
    expect((await auditOf(t, id)).filter((r) => r.action === 'sign_in').map((r) => r.after)).toEqual([
      { two_factor: false, via: 'sign_in_link' },
      { two_factor: false },
    ]);
    // A thousand requests through the whole app: seconds on a quiet machine, more on a busy one.
  }, 180_000);
}

describe('staff sign-in that strangers cannot block, counted in memory', () => {
  underAttack('memory', {});
});

describe.skipIf(noRedis)('staff sign-in that strangers cannot block, counted in Redis', () => {
  const prefix = testPrefix();
  afterAll(() => removeKeys(prefix));
  underAttack('Redis', { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix });
});
