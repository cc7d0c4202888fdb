import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { DonationDetailResponseSchema, DonationListResponseSchema, reviewMessages } from '@foundation/contract/donation-review';
import { staffMessages } from '@foundation/contract/staff';
import { ensureStaffAccount } from '../src/services/staff/staff.ts';
import { createCampaign, mails, multipart, receipts } from './fixtures/donations.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
const reviewer = { email: 'reviewer@foundation.test', password: 'a long staff password', name: 'Ayesha Reviewer' };
let token: string;
let caller = 0;

beforeAll(async () => {
  t = await createTestApp();
  await ensureStaffAccount(t.app.db, reviewer);
  token = (await login(reviewer.email, reviewer.password)).json().token;
});
afterAll(() => t.close());

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: `10.9.0.${++caller}` });
}
const staffGet = (url: string, bearer = token) => t.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
const review = (id: number, payload: object, bearer = token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/donations/${id}/review`, payload, headers: { authorization: `Bearer ${bearer}` } });

/** A donor's wallet gift with a receipt, through the public form; returns its id. */
async function giveByWallet(fields: Record<string, string>, file: { ext: 'png' | 'pdf'; type: string } = { ext: 'png', type: 'image/png' }) {
  const body = multipart(
    { amount: '2000', payment_method: 'jazz_cash', 'donatation_submit[phoneNumber]': '+923001112233', 'donatation_submit[module_code]': 'DONATION', 'donatation_submit[category]': 'Orphan Care', ...fields },
    { name: 'receipt_file', filename: `slip.${file.ext}`, type: file.type, content: receipts[file.ext] },
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.8.0.${++caller}`, ...body });
  expect(res.statusCode).toBe(200);
  const list = DonationListResponseSchema.parse((await staffGet(`/api/admin/donations?search=${res.json().reference}`)).json());
  return list.data[0]!.id;
}

describe('staff sign-in', () => {
  it('signs a staff member in with the account made from ADMIN_EMAIL, and refuses everything else alike', async () => {
    const ok = await login('Reviewer@Foundation.test', reviewer.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token: expect.stringMatching(/^[\w-]{43}$/), staff: { name: reviewer.name, email: reviewer.email } });
    expect(Date.parse(ok.json().expires_at) - Date.now()).toBeGreaterThan(11 * 3600_000);
    for (const [email, password] of [[reviewer.email, 'wrong password!!'], ['nobody@foundation.test', reviewer.password]]) {
      const res = await login(email!, password!);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: staffMessages.invalidLogin });
    }
    const empty = await login('', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: [staffMessages.emailRequired], password: [staffMessages.passwordRequired] });
  });

  it('a restart with a new ADMIN_PASSWORD replaces the old one', async () => {
    const member = { email: 'second@foundation.test', password: 'first long password', name: 'Bilal' };
    expect(await ensureStaffAccount(t.app.db, member)).toBe('created');
    expect(await ensureStaffAccount(t.app.db, member)).toBe('unchanged');
    expect(await ensureStaffAccount(t.app.db, { ...member, password: 'second long password' })).toBe('updated');
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'second long password')).statusCode).toBe(200);
  });

  it('logout ends the session', async () => {
    const own = (await login(reviewer.email, reviewer.password)).json().token;
    expect((await staffGet('/api/admin/me', own)).json()).toEqual({ staff: { name: reviewer.name, email: reviewer.email, role: 'admin', two_factor: false, two_factor_setup_required: false } });
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${own}` } });
    expect(out.statusCode).toBe(204);
    expect((await staffGet('/api/admin/me', own)).statusCode).toBe(401);
  });

  it('keeps every back office path, and the receipts, from anyone without a staff session, learners included', async () => {
    const id = await giveByWallet({});
    const learner = await t.app.inject({
      method: 'POST',
      url: '/api/customer_register',
      remoteAddress: '10.7.0.1',
      payload: { name: 'Sara', email: 'sara@example.pk', password: 'learner password', c_password: 'learner password', phoneNumber: '+923001234567' },
    });
    const learnerToken = learner.json().token as string;
    expect(learnerToken).toBeTruthy();
    for (const bearer of ['', 'not-a-token', learnerToken, 'A'.repeat(43)]) {
      for (const url of ['/api/admin/me', '/api/admin/donations', `/api/admin/donations/${id}`, `/api/admin/donations/${id}/receipt`]) {
        const res = await staffGet(url, bearer);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
        expect(res.json()).toEqual({ message: staffMessages.signedOut });
      }
      expect((await review(id, { status: 'verified' }, bearer)).statusCode).toBe(401);
    }
  });
});

describe('donation review', () => {
  it('lists gifts waiting for review first, newest first, with counts per status and a search by phone', async () => {
    const a = await giveByWallet({ 'donatation_submit[phoneNumber]': '+923211000001' });
    const b = await giveByWallet({ 'donatation_submit[phoneNumber]': '+923211000002', amount: '750' });
    const res = await staffGet('/api/admin/donations');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = DonationListResponseSchema.parse(res.json());
    expect(list.data.slice(0, 2).map((d) => d.id)).toEqual([b, a]);
    expect(list.data.every((d) => d.status === 'pending_review')).toBe(true);
    expect(list.counts.pending_review).toBe(list.total);
    const found = DonationListResponseSchema.parse((await staffGet('/api/admin/donations?status=all&search=211000002')).json());
    expect(found.data).toMatchObject([{ id: b, amount: 750, payment_method: 'jazz_cash', purpose: 'Orphan Care', has_receipt: true, phone: '+923211000002' }]);
    // A search is text, never a pattern: % and _ match only themselves.
    expect(DonationListResponseSchema.parse((await staffGet('/api/admin/donations?status=all&search=%25')).json()).data).toEqual([]);
    expect((await staffGet('/api/admin/donations?status=paid')).statusCode).toBe(422);
  });

  it('shows staff the receipt exactly as uploaded, typed by its bytes and never cached', async () => {
    const id = await giveByWallet({}, { ext: 'pdf', type: 'application/pdf' });
    const res = await staffGet(`/api/admin/donations/${id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="receipt-[\w-]+\.pdf"$/);
    expect(res.rawPayload.equals(receipts.pdf)).toBe(true);
    expect((await staffGet('/api/admin/donations/424242/receipt')).statusCode).toBe(404);
  });

  it('verifying a campaign gift counts it in the campaign total, once, and tells the donor', async () => {
    const { campaign } = await createCampaign(t.app.db, { tasks: [{ title: 'Winter quilts', amount: 5000 }] });
    const id = await giveByWallet({
      amount: '5000',
      'donatation_submit[module_code]': 'CAMPAIGN',
      'donatation_submit[campaign_id]': String(campaign.id),
      'donatation_submit[task_id][0]': '0',
      'donatation_submit[custom_task]': 'true',
      'donatation_submit[custom_task_name]': 'Quilts',
      'donatation_submit[custom_task_amount]': '5000',
      'donatation_submit[email]': 'donor@example.pk',
      'donatation_submit[firstName]': 'Hamza',
    });
    const total = async () => (await t.app.inject(`/api/getSpecificCampaign/${campaign.id}`)).json().data.campaign_detail.total_amount;
    expect(await total()).toBe(0);
    const sentBefore = (await mails(t)).length;

    const res = await review(id, { status: 'verified' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: reviewMessages.verified, data: { status: 'verified', reviewed_by: reviewer.name, purpose: campaign.title } });
    expect(await total()).toBe(5000);

    const again = await review(id, { status: 'rejected', note: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: reviewMessages.notReviewable });
    expect(await total()).toBe(5000);
    const sent = await mails(t);
    expect(sent.length).toBe(sentBefore + 1);
    expect(sent.filter((mail) => mail.includes(`Subject: Your payment is confirmed - ${res.json().data.reference}`))).toHaveLength(1);
  });

  it('a rejection needs a note, which is kept and sent to the donor', async () => {
    const id = await giveByWallet({ 'donatation_submit[email]': 'donor2@example.pk' });
    const bare = await review(id, { status: 'rejected', note: '   ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ note: [reviewMessages.noteRequired] });
    expect(DonationDetailResponseSchema.parse((await staffGet(`/api/admin/donations/${id}`)).json()).data.status).toBe('pending_review');

    const res = await review(id, { status: 'rejected', note: 'No payment of Rs 2,000 reached our JazzCash account on that day.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', review_note: 'No payment of Rs 2,000 reached our JazzCash account on that day.' });
    // Mail bodies are quoted-printable: long lines are folded with a trailing '='.
    const mail = (await mails(t)).find((m) => m.includes(`Subject: We could not confirm your payment - ${res.json().data.reference}`));
    expect(mail?.replace(/=\r?\n/g, '')).toMatch(/Our team says: No payment of Rs 2,000 reached our JazzCash account/);
  });

  it('two staff deciding the same receipt at once: one decision stands', async () => {
    const id = await giveByWallet({});
    const results = await Promise.all([review(id, { status: 'verified' }), review(id, { status: 'rejected', note: 'duplicate' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { data } = DonationDetailResponseSchema.parse((await staffGet(`/api/admin/donations/${id}`)).json());
    expect(data.status).toBe(results.find((r) => r.statusCode === 200)!.json().data.status);
  });

  it('answers unknown donations with a JSON 404', async () => {
    for (const id of ['424242', 'abc', '-1']) {
      expect((await staffGet(`/api/admin/donations/${id}`)).json()).toEqual({ message: messages.notFound });
    }
    expect((await review(424242, { status: 'verified' })).statusCode).toBe(404);
  });
});
