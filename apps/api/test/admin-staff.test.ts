import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminStaffListResponseSchema, AdminStaffResponseSchema } from '@foundation/contract/admin/staff';
import { messages } from '@foundation/contract/common';
import { staffAdminMessages, staffMessages } from '@foundation/contract/staff';
import { staff, staffTokens } from '../src/db/schema/index.ts';
import { ensureStaffAccount } from '../src/services/staff/staff.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditOf, mailsTo, passwordSignIn, post, signInAs, STAFF_PASSWORD } from './fixtures/staff.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin', 'head@foundation.test');
});
afterAll(() => t.close());

const invite = (email: string, role = 'editor', name = 'Nadia Editor') => admin.post('/api/admin/staff', { email, name, role });
const member = async (id: number) => AdminStaffResponseSchema.parse((await admin.get(`/api/admin/staff/${id}`)).json()).data;

/** Invites someone and accepts with the e-mailed link; answers their id and session token. */
async function joined(email: string, role: 'admin' | 'editor' | 'finance') {
  const res = await invite(email, role);
  expect(res.statusCode, res.body).toBe(201);
  const { token } = await mailsTo(t, email);
  const accepted = await post(t, '/api/admin/invitations/accept', { token, password: STAFF_PASSWORD });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { id: res.json().data.id as number, token: accepted.json().token as string };
}

describe('inviting staff', () => {
  it('creates an invited account and e-mails a one-time link to the back office, storing only its digest', async () => {
    const res = await invite('nadia@foundation.test');
    expect(res.statusCode, res.body).toBe(201);
    const created = AdminStaffResponseSchema.parse(res.json()).data;
    expect(created).toMatchObject({ name: 'Nadia Editor', email: 'nadia@foundation.test', role: 'editor', status: 'invited', two_factor: false, last_sign_in_at: null });
    expect(Date.parse(created.invitation_expires_at!) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

    const mail = await mailsTo(t, 'nadia@foundation.test');
    expect(mail.all).toHaveLength(1);
    expect(mail.last).toContain('Subject: Your invitation to the back office');
    expect(mail.last).toContain('http://localhost:3000/admin/accept-invitation#token=');
    const rows = await t.app.db.select().from(staffTokens).where(eq(staffTokens.staffId, created.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(mail.token!);
    expect(JSON.stringify(rows)).not.toContain(mail.token!);

    // No password yet: sign-in fails as for an unknown e-mail.
    const login = await post(t, '/api/admin/login', { email: 'nadia@foundation.test', password: STAFF_PASSWORD });
    expect([login.statusCode, login.json()]).toEqual([401, { message: staffMessages.invalidLogin }]);
  });

  it('refuses a second account for an address, in any case, and a body without name or role', async () => {
    const again = await invite('NADIA@foundation.test');
    expect([again.statusCode, again.json().errors]).toEqual([422, { email: [staffAdminMessages.emailTaken] }]);
    const bad = await admin.post('/api/admin/staff', { email: 'not-an-address', name: ' ', role: 'owner' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: [staffAdminMessages.emailInvalid], name: [staffAdminMessages.nameRequired], role: [staffAdminMessages.roleInvalid] });
  });

  it('accepts the invitation with a password that follows the rules, signs in, and the link then stops working', async () => {
    const { token } = await mailsTo(t, 'nadia@foundation.test');
    const cases: [string, string][] = [
      ['short pass', staffMessages.passwordTooShort],
      ['x'.repeat(129), staffMessages.passwordTooLong],
      ['iloveyou1234', staffMessages.passwordCommon],
      ['ILoveYou1234', staffMessages.passwordCommon],
      ['nadia@foundation.test', staffMessages.passwordLikeAccount],
      ['Nadia Editor', staffMessages.passwordLikeAccount],
    ];
    for (const [password, message] of cases) {
      const res = await post(t, '/api/admin/invitations/accept', { token, password });
      expect({ password, status: res.statusCode, errors: res.json().errors }).toEqual({ password, status: 422, errors: { password: [message] } });
    }
    // Any characters, spaces and emoji included; 12 code points is enough.
    const res = await post(t, '/api/admin/invitations/accept', { token, password: 'ميرا 🌙 باغ سبز' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), staff: { email: 'nadia@foundation.test', role: 'editor', two_factor: false } });
    expect((await post(t, '/api/admin/invitations/accept', { token, password: STAFF_PASSWORD })).json()).toEqual({ message: staffMessages.linkInvalid });
    expect((await post(t, '/api/admin/invitations/accept', { token, password: STAFF_PASSWORD })).statusCode).toBe(410);
    expect((await passwordSignIn(t, 'nadia@foundation.test', 'ميرا 🌙 باغ سبز')).length).toBe(43);
  });

  it('answers 410 for a made-up or expired link, and sends an invitation again with a new link', async () => {
    expect((await post(t, '/api/admin/invitations/accept', { token: 'x'.repeat(43), password: STAFF_PASSWORD })).statusCode).toBe(410);
    const res = await invite('omar@foundation.test', 'finance', 'Omar Finance');
    const id = res.json().data.id as number;
    const first = (await mailsTo(t, 'omar@foundation.test')).token!;
    await t.app.db.update(staffTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffTokens.staffId, id));
    expect((await post(t, '/api/admin/invitations/accept', { token: first, password: STAFF_PASSWORD })).statusCode).toBe(410);
    expect((await member(id)).invitation_expires_at).toBeNull();

    const again = await admin.post(`/api/admin/staff/${id}/invitation`, {});
    expect(again.statusCode, again.body).toBe(200);
    const second = await mailsTo(t, 'omar@foundation.test');
    expect(second.all).toHaveLength(2);
    expect(second.token).not.toBe(first);
    expect((await post(t, '/api/admin/invitations/accept', { token: second.token, password: STAFF_PASSWORD })).statusCode).toBe(200);
    // Active now: there is no invitation to send again.
    const none = await admin.post(`/api/admin/staff/${id}/invitation`, {});
    expect([none.statusCode, none.json()]).toEqual([409, { message: staffAdminMessages.notInvited }]);
  });
});

describe('managing staff', () => {
  it('lists staff with their role, status, second factor and last sign-in, searchable and filtered', async () => {
    const list = AdminStaffListResponseSchema.parse((await admin.get('/api/admin/staff?sort=email')).json());
    expect(list.data.map((m) => [m.email, m.role, m.status])).toEqual([
      ['head@foundation.test', 'admin', 'active'],
      ['nadia@foundation.test', 'editor', 'active'],
      ['omar@foundation.test', 'finance', 'active'],
    ]);
    const head = list.data[0]!;
    expect(head.last_sign_in_at).not.toBeNull();
    expect(head.live_sessions).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/api/admin/staff?q=nadia')).json().total).toBe(1);
    expect((await admin.get('/api/admin/staff?role=finance')).json().data.map((m: { email: string }) => m.email)).toEqual(['omar@foundation.test']);
    expect((await admin.get('/api/admin/staff?status=invited')).json().total).toBe(0);
    expect((await admin.get('/api/admin/staff?status=asleep')).statusCode).toBe(422);
  });

  it('changes a role, which counts from the next request, and records it in the audit log', async () => {
    const { id, token } = await joined('farah@foundation.test', 'editor');
    const asFarah = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await asFarah('/api/admin/blogs')).statusCode).toBe(200);
    expect((await asFarah('/api/admin/donations')).statusCode).toBe(403);

    const res = await admin.patch(`/api/admin/staff/${id}`, { role: 'finance' });
    expect([res.statusCode, res.json().data.role]).toEqual([200, 'finance']);
    expect((await asFarah('/api/admin/blogs')).json()).toEqual({ message: staffMessages.forbidden });
    expect((await asFarah('/api/admin/donations')).statusCode).toBe(200);
    expect((await asFarah('/api/admin/me')).json().staff.role).toBe('finance');

    const rows = await auditOf(t, id);
    expect(rows.map((r) => r.action)).toEqual(['invite', 'invite_accepted', 'sign_in', 'role']);
    const role = rows.at(-1)!;
    expect(role).toMatchObject({ staffId: admin.id, staffEmail: 'head@foundation.test', entity: 'staff', before: { role: 'editor' }, after: { role: 'finance' } });
    expect(role.ip).toBe('127.0.0.1');
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|password_hash|token/i);
  });

  it('disables an account: its sessions end at once, it cannot sign in, and enabling lets it back', async () => {
    const { id, token } = await joined('imran@foundation.test', 'editor');
    const second = await passwordSignIn(t, 'imran@foundation.test');
    const me = (bearer: string) => t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${bearer}` } });
    expect((await member(id)).live_sessions).toBe(2);

    const res = await admin.post(`/api/admin/staff/${id}/disable`, {});
    expect([res.statusCode, res.json().data.status, res.json().data.live_sessions]).toEqual([200, 'disabled', 0]);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const login = await post(t, '/api/admin/login', { email: 'imran@foundation.test', password: STAFF_PASSWORD });
    expect([login.statusCode, login.json()]).toEqual([401, { message: staffMessages.invalidLogin }]);
    // Disabling twice changes nothing and records nothing more.
    expect((await admin.post(`/api/admin/staff/${id}/disable`, {})).statusCode).toBe(200);

    expect((await admin.post(`/api/admin/staff/${id}/enable`, {})).json().data.status).toBe('active');
    expect((await passwordSignIn(t, 'imran@foundation.test')).length).toBe(43);
    const actions = (await auditOf(t, id)).map((r) => [r.action, r.after && (r.after as { reason?: string }).reason]);
    expect(actions).toEqual([
      ['invite', undefined],
      ['invite_accepted', null],
      ['sign_in', undefined],
      ['sign_in', undefined],
      ['disable', undefined],
      ['sign_in_failed', 'disabled'],
      ['enable', undefined],
      ['sign_in', undefined],
    ]);
    const disable = (await auditOf(t, id)).find((r) => r.action === 'disable')!;
    expect(disable.after).toMatchObject({ status: 'disabled', sessions_ended: 2 });
  });

  it('ends every session of a member', async () => {
    const { id, token } = await joined('zara@foundation.test', 'finance');
    const res = await admin.del(`/api/admin/staff/${id}/sessions`);
    expect([res.statusCode, res.json().data.live_sessions]).toEqual([200, 0]);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await auditOf(t, id)).at(-1)).toMatchObject({ action: 'sessions_ended', staffId: admin.id, after: { sessions_ended: 1 } });
    expect((await passwordSignIn(t, 'zara@foundation.test')).length).toBe(43);
  });

  it('never leaves the site without an active admin: the last one cannot demote or disable themselves', async () => {
    const demote = await admin.patch(`/api/admin/staff/${admin.id}`, { role: 'editor' });
    expect([demote.statusCode, demote.json()]).toEqual([409, { message: staffAdminMessages.lastAdmin }]);
    const disable = await admin.post(`/api/admin/staff/${admin.id}/disable`, {});
    expect([disable.statusCode, disable.json()]).toEqual([409, { message: staffAdminMessages.lastAdmin }]);

    // With a second admin, the first may step down; then the second is the last.
    const second = await joined('second-admin@foundation.test', 'admin');
    expect((await admin.patch(`/api/admin/staff/${admin.id}`, { role: 'editor' })).statusCode).toBe(200);
    const asSecond = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${second.token}` } });
    expect((await admin.get('/api/admin/staff')).json()).toEqual({ message: staffMessages.forbidden });
    expect((await asSecond('POST', `/api/admin/staff/${second.id}/disable`, {})).statusCode).toBe(409);
    expect((await asSecond('PATCH', `/api/admin/staff/${admin.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/staff')).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist and 403 to other roles', async () => {
    expect((await admin.post('/api/admin/staff/424242/disable', {})).json()).toEqual({ message: messages.notFound });
    const editor = await signInAs(t, 'editor', 'plain-editor@foundation.test');
    for (const res of [await editor.get('/api/admin/staff'), await editor.post('/api/admin/staff', {}), await editor.del(`/api/admin/staff/${admin.id}/sessions`)]) {
      expect([res.statusCode, res.json()]).toEqual([403, { message: staffMessages.forbidden }]);
    }
  });

  it('keeps the environment account an enabled admin across restarts', async () => {
    const env = { email: 'env-admin@foundation.test', password: 'the env admin password', name: 'Env Admin' };
    expect(await ensureStaffAccount(t.app.db, env)).toBe('created');
    const [row] = await t.app.db.select().from(staff).where(eq(staff.email, env.email));
    expect(row!.role).toBe('admin');
    await t.app.db.update(staff).set({ role: 'editor', disabledAt: new Date() }).where(eq(staff.id, row!.id));
    expect(await ensureStaffAccount(t.app.db, env)).toBe('updated');
    const [again] = await t.app.db.select().from(staff).where(eq(staff.id, row!.id));
    expect([again!.role, again!.disabledAt]).toEqual(['admin', null]);
    expect(await ensureStaffAccount(t.app.db, env)).toBe('unchanged');
  });
});

describe('signing in', () => {
  it('records sign-ins and failed ones with the address, naming the account only when the e-mail is known', async () => {
    const id = (await member(admin.id)).id;
    const before = (await auditOf(t, id)).length;
    await post(t, '/api/admin/login', { email: 'head@foundation.test', password: 'not the password at all' }, '10.61.250.7');
    await post(t, '/api/admin/login', { email: 'nobody@foundation.test', password: 'not the password at all' }, '10.61.250.8');
    const rows = (await auditOf(t, id)).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'sign_in_failed', staffId: id, staffEmail: 'head@foundation.test', ip: '10.61.250.7', after: { reason: 'password' } });
    expect(JSON.stringify(rows)).not.toContain('not the password');
    const { auditLog } = await import('../src/db/schema/index.ts');
    const [unknown] = await t.app.db.select().from(auditLog).where(eq(auditLog.ip, '10.61.250.8'));
    expect(unknown).toMatchObject({ action: 'sign_in_failed', staffId: null, staffEmail: null, entityId: null, after: { reason: 'unknown_email' } });
  });

  it('answers the login and /me with the role and the second factor state', async () => {
    const res = await post(t, '/api/admin/login', { email: 'head@foundation.test', password: STAFF_PASSWORD });
    expect(res.json().staff).toEqual({ name: 'Sana admin', email: 'head@foundation.test', role: 'admin', two_factor: false, two_factor_setup_required: false });
    expect((await admin.get('/api/admin/me')).json().staff).toEqual(res.json().staff);
  });
});
