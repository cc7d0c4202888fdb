import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffMessages, TwoFactorSetupSchema } from '@foundation/contract/staff';
import { staff, staffTokens } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditOf, freshCode, mailsTo, post, signInAs, STAFF_PASSWORD } from './fixtures/staff.ts';

/** Two free failures a window: two wrong passwords pause an account. */
let t: TestContext;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2' } });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const login = (email: string, password = STAFF_PASSWORD) => post(t, '/api/admin/login', { email, password });
const useLink = (token: string | null) => post(t, '/api/admin/sign-in-link', { token });

/** Strangers' wrong passwords from two addresses pause the account; its member then types the right one on a new device. */
async function linkAfterAttack(email: string) {
  for (let i = 0; i < 2; i++) expect((await login(email, `wrong guess ${i}`)).statusCode).toBe(401);
  const res = await login(email);
  expect([res.statusCode, res.json()]).toEqual([202, { sign_in_link_sent: true, message: staffMessages.signInLinkSent }]);
  await vi.waitFor(async () => expect((await mailsTo(t, email)).token).not.toBeNull(), { timeout: 5000 });
  return (await mailsTo(t, email)).token;
}

describe('a sign-in link', () => {
  it('leads a member with two-step sign-in to their code, not past it', async () => {
    const member = await signInAs(t, 'finance', 'two-step@foundation.test');
    const setup = TwoFactorSetupSchema.parse((await member.post('/api/admin/me/two-factor/setup', {})).json());
    expect((await member.post('/api/admin/me/two-factor/confirm', { code: freshCode(setup.secret) })).statusCode).toBe(200);

    const opened = await useLink(await linkAfterAttack(member.email));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_at: expect.any(String) });
    expect(opened.json()).not.toHaveProperty('token');
    const done = await post(t, '/api/admin/login/two-factor', { challenge: opened.json().challenge, code: freshCode(setup.secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ token: expect.any(String), staff: { email: member.email, two_factor: true } });
  });

  it('records each paused attempt: a wrong password as a failed sign-in, a right one as a link sent', async () => {
    const member = await signInAs(t, 'editor', 'audited@foundation.test');
    await linkAfterAttack(member.email);
    expect((await login(member.email, 'a guess in the pause')).statusCode).toBe(202);
    await vi.waitFor(async () => expect((await auditOf(t, member.id)).map((r) => r.action)).toEqual(['sign_in', 'sign_in_failed', 'sign_in_failed', 'sign_in_link_sent', 'sign_in_failed']));
    expect(JSON.stringify(await auditOf(t, member.id))).not.toContain('a guess in the pause');
  });

  it('no longer works once the password is reset, the account disabled, or its 15 minutes are over', async () => {
    const reset = await signInAs(t, 'editor', 'resets@foundation.test');
    const beforeReset = await linkAfterAttack(reset.email);
    // The member resets their password from another mail: the link the old password earned dies.
    await post(t, '/api/admin/password-reset', { email: reset.email });
    // The reset mail is sent after the answer: wait for it, not the sign-in link's mail before it.
    await vi.waitFor(async () => expect((await mailsTo(t, reset.email)).token).not.toBe(beforeReset), { timeout: 5000 });
    const resetToken = (await mailsTo(t, reset.email)).token;
    expect((await post(t, '/api/admin/password-reset/confirm', { token: resetToken, password: 'a wholly new passphrase' })).statusCode).toBe(200);
    expect([(await useLink(beforeReset)).statusCode, (await useLink(beforeReset)).json()]).toEqual([410, { message: staffMessages.signInLinkInvalid }]);

    const disabled = await signInAs(t, 'editor', 'leaves@foundation.test');
    const beforeDisabling = await linkAfterAttack(disabled.email);
    await t.app.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, disabled.id));
    expect((await useLink(beforeDisabling)).statusCode).toBe(410);

    const late = await signInAs(t, 'editor', 'late@foundation.test');
    const token = await linkAfterAttack(late.email);
    const [link] = await t.app.db.select().from(staffTokens).where(eq(staffTokens.staffId, late.id));
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(15 * 60_000);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await useLink(token)).statusCode).toBe(410);
  });

  it('refuses a made-up or missing token with what to do', async () => {
    expect([(await useLink('A'.repeat(43))).statusCode, (await useLink('A'.repeat(43))).json()]).toEqual([410, { message: staffMessages.signInLinkInvalid }]);
    const missing = await useLink('');
    expect([missing.statusCode, missing.json().errors]).toEqual([422, { token: [staffMessages.tokenRequired] }]);
  });
});
