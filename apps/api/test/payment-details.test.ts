import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentDetailsMessages as m } from '@foundation/contract/admin/payment-details';
import { messages } from '@foundation/contract/common';
import { staffMessages, TwoFactorSetupSchema } from '@foundation/contract/staff';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditRowsOf } from './fixtures/audit.ts';
import { changeOf, donatePageWallets, jazzCash, publicJazzCash, readView, SEEDED_JAZZCASH, standInWebApp, subjectsTo } from './fixtures/payment-details.ts';
import { freshCode, signInAs } from './fixtures/staff.ts';

/**
 * Where donors send money changes only under four eyes (decision 32): an administrator proposes,
 * confirming with their password or a code; a second administrator approves; only then do the
 * public settings and the rendered donation page show it. Editors never touch it; finance reads
 * and may cancel.
 */

// Codes are accepted once per 30 s step: the test moves the clock (Date only) for a fresh one.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('payment details with two administrators', () => {
  let t: TestContext;
  let web: ReturnType<typeof standInWebApp>;
  let first: Awaited<ReturnType<typeof signInAs>>;
  let second: Awaited<ReturnType<typeof signInAs>>;
  let editor: Awaited<ReturnType<typeof signInAs>>;
  let finance: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    web = standInWebApp();
    t = await createTestApp({ webDist: web.dist });
    first = await signInAs(t, 'admin', 'first.admin@foundation.test');
    second = await signInAs(t, 'admin', 'second.admin@foundation.test');
    editor = await signInAs(t, 'editor');
    finance = await signInAs(t, 'finance');
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it("refuses an editor's and a finance member's change of the wallet number, and the site keeps the old one", async () => {
    const wallets = jazzCash('0301 7777777').wallet_accounts;
    const editorPatch = await editor.patch('/api/admin/settings', { wallet_accounts: wallets, company_phone: '+92 42 999 888 777' });
    expect([editorPatch.statusCode, editorPatch.json()]).toEqual([403, { message: m.notInSettings }]);
    const financePatch = await finance.patch('/api/admin/settings', { wallet_accounts: wallets });
    expect([financePatch.statusCode, financePatch.json()]).toEqual([403, { message: staffMessages.forbidden }]);
    for (const member of [editor, finance]) {
      const proposed = await member.post('/api/admin/payment-details/changes', jazzCash('0301 7777777'));
      expect([proposed.statusCode, proposed.json()]).toEqual([403, { message: staffMessages.forbidden }]);
    }
    // An administrator cannot go round the proposal through the settings either.
    const adminPatch = await first.patch('/api/admin/settings', { bank_accounts: [] });
    expect(adminPatch.statusCode).toBe(403);
    expect(await publicJazzCash(t)).toBe(SEEDED_JAZZCASH);
    // Nothing else of the refused request was kept (the hotline).
    expect((await t.app.inject('/api/settings')).json().data.company_phone).not.toBe('+92 42 999 888 777');
    // The other settings stay the editor's: the hotline saves as before.
    expect((await editor.patch('/api/admin/settings', { company_phone: '+92 42 999 888 777' })).statusCode).toBe(200);
  });

  it('lets finance read the payment details and editors not', async () => {
    expect((await editor.get('/api/admin/payment-details')).statusCode).toBe(403);
    const view = await readView(finance);
    expect(view.current.wallet_accounts.map((w) => w.account_number)).toEqual([SEEDED_JAZZCASH, '0345 7654321']);
    expect(view.current.bank_accounts).toHaveLength(2);
    expect([view.pending, view.active_admins]).toEqual([null, 2]);
    // The editor's settings record holds no payment detail.
    const settings = (await editor.get('/api/admin/settings')).json().data;
    expect(settings).not.toHaveProperty('wallet_accounts');
    expect(settings).not.toHaveProperty('bank_accounts');
  });

  it("asks the proposer's password, then waits for a second administrator: nothing public until then, and never the proposer's own approval", async () => {
    expect(await donatePageWallets(t)).toBe(`${SEEDED_JAZZCASH} | 0345 7654321`);
    const missing = await first.post('/api/admin/payment-details/changes', { wallet_accounts: jazzCash('0301 7777777').wallet_accounts });
    expect([missing.statusCode, missing.json().errors]).toEqual([422, { confirmation: [m.confirmationRequired] }]);
    const wrong = await first.post('/api/admin/payment-details/changes', jazzCash('0301 7777777', 'not my password at all'));
    expect([wrong.statusCode, wrong.json()]).toEqual([422, { message: messages.invalidData, errors: { confirmation: [m.confirmationWrong] } }]);
    expect((await readView(first)).pending).toBeNull();

    const res = await first.post('/api/admin/payment-details/changes', jazzCash('0301 7777777'));
    expect(res.statusCode, res.body).toBe(201);
    const change = changeOf(res.body);
    expect(change).toMatchObject({ status: 'pending', takes_effect_at: null, decided_by: null, proposed_by: { email: first.email } });
    expect(change.before.wallet_accounts?.[0]?.account_number).toBe(SEEDED_JAZZCASH);
    expect(change.after.wallet_accounts?.[0]?.account_number).toBe('0301 7777777');
    expect(change.after).not.toHaveProperty('bank_accounts');

    // Not public: the API, the rendered donation page, and a second proposal waits behind it.
    expect(await publicJazzCash(t)).toBe(SEEDED_JAZZCASH);
    expect(await donatePageWallets(t)).toBe(`${SEEDED_JAZZCASH} | 0345 7654321`);
    expect((await readView(finance)).pending?.id).toBe(change.id);
    const another = await second.post('/api/admin/payment-details/changes', jazzCash('0302 1111111'));
    expect([another.statusCode, another.json()]).toEqual([409, { message: m.pendingExists }]);

    const own = await first.post(`/api/admin/payment-details/changes/${change.id}/approve`, { confirmation: 'a long staff password' });
    expect([own.statusCode, own.json()]).toEqual([403, { message: m.ownProposal }]);
    expect((await editor.post(`/api/admin/payment-details/changes/${change.id}/approve`, { confirmation: 'a long staff password' })).statusCode).toBe(403);
    expect((await finance.post(`/api/admin/payment-details/changes/${change.id}/approve`, { confirmation: 'a long staff password' })).statusCode).toBe(403);
    expect(await publicJazzCash(t)).toBe(SEEDED_JAZZCASH);

    // Every administrator and finance member hears of it; the editor does not.
    for (const email of [first.email, second.email, finance.email]) expect(await subjectsTo(t, email)).toEqual(['Payment details change waiting for approval']);
    expect(await subjectsTo(t, editor.email)).toEqual([]);
  });

  it("makes a second administrator's approval public at once, and the audit log names both", async () => {
    const { pending } = await readView(second);
    const wrong = await second.post(`/api/admin/payment-details/changes/${pending!.id}/approve`, { confirmation: 'first.admin password?' });
    expect(wrong.json().errors).toEqual({ confirmation: [m.confirmationWrong] });
    expect(await publicJazzCash(t)).toBe(SEEDED_JAZZCASH);

    const res = await second.post(`/api/admin/payment-details/changes/${pending!.id}/approve`, { confirmation: 'a long staff password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(changeOf(res.body)).toMatchObject({ status: 'applied', proposed_by: { email: first.email }, decided_by: { email: second.email } });
    expect(await publicJazzCash(t)).toBe('0301 7777777');
    expect(await donatePageWallets(t)).toBe('0301 7777777 | 0345 7654321');
    expect(await readView(finance)).toMatchObject({ pending: null, current: { wallet_accounts: [{ account_number: '0301 7777777' }, { account_number: '0345 7654321' }] } });

    const rows = await auditRowsOf(t, 'payment-details', pending!.id);
    expect(rows.map((r) => [r.action, r.staffEmail])).toEqual([
      ['propose', first.email],
      ['approve', second.email],
    ]);
    expect(rows[1]!.before).toMatchObject({ proposed_by: first.email, wallet_accounts: [{ account_number: SEEDED_JAZZCASH }, {}] });
    expect(rows[1]!.after).toMatchObject({ proposed_by: first.email, approved_by: second.email, wallet_accounts: [{ account_number: '0301 7777777' }, {}] });
    expect(await subjectsTo(t, finance.email)).toEqual(['Payment details change waiting for approval', 'Payment details changed']);

    const again = await second.post(`/api/admin/payment-details/changes/${pending!.id}/approve`, { confirmation: 'a long staff password' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: m.notPending }]);
    const same = await first.post('/api/admin/payment-details/changes', jazzCash('0301 7777777'));
    expect([same.statusCode, same.json()]).toEqual([409, { message: m.nothingChanges }]);
  });

  it('stops a change that finance cancels: nothing changes, and it can no longer be approved', async () => {
    const proposed = changeOf((await second.post('/api/admin/payment-details/changes', { bank_accounts: [], confirmation: 'a long staff password' })).body);
    const res = await finance.post(`/api/admin/payment-details/changes/${proposed.id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(changeOf(res.body)).toMatchObject({ status: 'cancelled', decided_by: { email: finance.email } });
    const approve = await first.post(`/api/admin/payment-details/changes/${proposed.id}/approve`, { confirmation: 'a long staff password' });
    expect([approve.statusCode, approve.json()]).toEqual([409, { message: m.notPending }]);
    expect((await t.app.inject('/api/settings')).json().data.bank_accounts).toHaveLength(2);
    expect((await editor.post(`/api/admin/payment-details/changes/${proposed.id}/cancel`, {})).statusCode).toBe(403);
    expect((await finance.post('/api/admin/payment-details/changes/424242/cancel', {})).statusCode).toBe(404);
    const rows = await auditRowsOf(t, 'payment-details', proposed.id);
    expect(rows.map((r) => [r.action, r.staffEmail])).toEqual([
      ['propose', second.email],
      ['cancel', finance.email],
    ]);
    expect(rows[1]!.after).toMatchObject({ status: 'cancelled', proposed_by: second.email, cancelled_by: finance.email });
  });

  it('takes a code from the authenticator app instead of the password, once', async () => {
    const setup = TwoFactorSetupSchema.parse((await second.post('/api/admin/me/two-factor/setup', {})).json());
    expect((await second.post('/api/admin/me/two-factor/confirm', { code: freshCode(setup.secret) })).statusCode).toBe(200);
    const code = freshCode(setup.secret);
    const res = await second.post('/api/admin/payment-details/changes', jazzCash('0303 2222222', code));
    expect(res.statusCode, res.body).toBe(201);
    const replay = await second.post(`/api/admin/payment-details/changes/${changeOf(res.body).id}/cancel`, {});
    expect(replay.statusCode).toBe(200);
    // The same code again is refused: each is good once.
    const again = await second.post('/api/admin/payment-details/changes', jazzCash('0303 2222222', code));
    expect(again.json().errors).toEqual({ confirmation: [m.confirmationWrong] });
  });
});
