import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { staffMessages } from '@foundation/contract/staff';
import { staff, staffTokens } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditOf, mailsTo, passwordSignIn, post, staffAccount, STAFF_PASSWORD } from './fixtures/staff.ts';

let t: TestContext;
let id: number;
const email = 'reset-me@foundation.test';
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '4' } });
  id = await staffAccount(t, 'editor', email, 'Rabia Editor');
});
afterAll(() => t.close());

const ask = (address: string, remoteAddress?: string) => post(t, '/api/admin/password-reset', { email: address }, remoteAddress);
const confirm = (token: string | null, password: string) => post(t, '/api/admin/password-reset/confirm', { token, password });
const me = (token: string) => t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

describe('password reset', () => {
  it('answers the same 202 whether or not the address has an account, and e-mails only an active one', async () => {
    const known = await ask(email.toUpperCase());
    const unknown = await ask('nobody@foundation.test');
    expect([known.statusCode, known.json()]).toEqual([202, { message: staffMessages.resetRequested }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([202, { message: staffMessages.resetRequested }]);
    const mail = await mailsTo(t, email);
    expect(mail.all).toHaveLength(1);
    expect(mail.last).toContain('Subject: Choose a new password for the back office');
    expect(mail.last).toContain('http://localhost:3000/admin/reset-password#token=');
    expect(await mailsTo(t, 'nobody@foundation.test')).toMatchObject({ all: [] });
    // Asking again within the minute sends nothing more: nobody can flood a mailbox.
    await ask(email);
    expect((await mailsTo(t, email)).all).toHaveLength(1);
  });

  it('sets the new password from the link, ends every other session, and works once', async () => {
    const before = await passwordSignIn(t, email);
    const { token } = await mailsTo(t, email);
    expect((await confirm(token, 'password12345')).json().errors).toEqual({ password: [staffMessages.passwordCommon] });
    expect((await confirm(token, 'Rabia Editor')).json().errors).toEqual({ password: [staffMessages.passwordLikeAccount] });

    const res = await confirm(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), staff: { email, role: 'editor' } });
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await confirm(token, 'yet another passphrase')).statusCode).toBe(410);

    const login = await post(t, '/api/admin/login', { email, password: STAFF_PASSWORD });
    expect(login.statusCode).toBe(401);
    expect((await passwordSignIn(t, email, NEW_PASSWORD)).length).toBe(43);
    const actions = (await auditOf(t, id)).map((r) => r.action);
    expect(actions).toEqual(['password_reset_requested', 'sign_in', 'password_reset', 'sign_in', 'sign_in_failed', 'sign_in']);
    const reset = (await auditOf(t, id)).find((r) => r.action === 'password_reset')!;
    expect(reset).toMatchObject({ staffId: id, staffEmail: email, after: { sessions_ended: 1 } });
    expect(JSON.stringify(await auditOf(t, id))).not.toContain(NEW_PASSWORD);
  });

  it('refuses a link past its hour', async () => {
    await t.app.db.update(staffTokens).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(staffTokens.staffId, id));
    await ask(email);
    const { token } = await mailsTo(t, email);
    await t.app.db.update(staffTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(staffTokens.staffId, id));
    expect([(await confirm(token, 'one more good passphrase')).statusCode, (await confirm(token, 'one more good passphrase')).json()]).toEqual([
      410,
      { message: staffMessages.linkInvalid },
    ]);
  });

  it('sends nothing to a disabled account, nor to one still invited', async () => {
    const disabled = await staffAccount(t, 'finance', 'gone@foundation.test');
    await t.app.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, disabled));
    const invited = await staffAccount(t, 'finance', 'invited@foundation.test');
    await t.app.db.update(staff).set({ passwordHash: null }).where(eq(staff.id, invited));
    expect((await ask('gone@foundation.test')).statusCode).toBe(202);
    expect((await ask('invited@foundation.test')).statusCode).toBe(202);
    expect((await mailsTo(t, 'gone@foundation.test')).all).toEqual([]);
    expect((await mailsTo(t, 'invited@foundation.test')).all).toEqual([]);
  });

  it('is throttled like sign-in, per address and e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask('someone@foundation.test', '10.62.0.1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    const limited = await ask('someone@foundation.test', '10.62.0.1');
    expect(limited.json()).toEqual({ message: messages.tooManyRequests });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers 422 for a body without an e-mail or a token', async () => {
    expect((await post(t, '/api/admin/password-reset', {})).json().errors).toEqual({ email: [staffMessages.emailRequired] });
    expect((await confirm(null, NEW_PASSWORD)).json().errors).toEqual({ token: [staffMessages.tokenRequired] });
  });
});
