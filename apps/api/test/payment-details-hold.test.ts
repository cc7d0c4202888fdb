import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_DETAIL_HOLD_MS } from '@foundation/contract/admin/payment-details';
import { paymentDetailChanges } from '../src/db/schema/index.ts';
import { serverJobs } from '../src/scheduler.ts';
import { applyHeldPaymentDetails } from '../src/services/donations/payment-detail-mail.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditRowsOf } from './fixtures/audit.ts';
import { changeOf, donatePageWallets, jazzCash, publicJazzCash, readView, SEEDED_JAZZCASH, standInWebApp, subjectsTo } from './fixtures/payment-details.ts';
import { mailsTo, signInAs } from './fixtures/staff.ts';

/**
 * With one administrator there is no second pair of eyes to ask: a proposal takes effect after a
 * 24-hour hold, unless an administrator or finance member cancels it, and each of them is told by
 * e-mail. The scheduler applies it, once, however many processes run the job.
 */
const MINUTE = 60_000;
const deps = (t: TestContext) => ({ db: t.app.db, mailer: t.app.mailer, log: t.app.log, publicUrl: t.config.PUBLIC_URL });

describe('payment details with one administrator', () => {
  let t: TestContext;
  let other: TestContext;
  let web: ReturnType<typeof standInWebApp>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let finance: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    web = standInWebApp();
    t = await createTestApp({ webDist: web.dist });
    // A second process on the same database, with its own caches and mail folder.
    other = await createTestApp({ database: t.database });
    admin = await signInAs(t, 'admin');
    finance = await signInAs(t, 'finance');
    await signInAs(t, 'editor');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    web.remove();
  });

  it('holds the only administrator’s change for 24 hours, e-mails every admin and finance member, and applies it once when two processes run the job', async () => {
    expect((await readView(admin)).active_admins).toBe(1);
    const proposedAt = Date.now();
    const res = await admin.post('/api/admin/payment-details/changes', jazzCash('0311 5555555'));
    expect(res.statusCode, res.body).toBe(201);
    const change = changeOf(res.body);
    const due = Date.parse(change.takes_effect_at!);
    expect(due - proposedAt).toBeGreaterThanOrEqual(PAYMENT_DETAIL_HOLD_MS);
    expect(due - Date.now()).toBeLessThanOrEqual(PAYMENT_DETAIL_HOLD_MS);

    // Told at once, with what changes and when, and where to cancel it.
    for (const email of [admin.email, finance.email]) {
      const { all, last } = await mailsTo(t, email);
      expect(all).toHaveLength(1);
      expect(last).toMatch(/Subject: Payment details change: takes effect in 24 hours unless cancelled/);
      expect(last).toContain(`JazzCash ${SEEDED_JAZZCASH}`);
      expect(last).toContain('JazzCash 0311 5555555');
      expect(last).toContain('/admin/settings');
    }
    expect((await mailsTo(t, 'editor@foundation.test')).all).toEqual([]);

    // A minute before the hold ends, the job changes nothing.
    expect(await donatePageWallets(t)).toContain(SEEDED_JAZZCASH);
    expect(await applyHeldPaymentDetails(deps(t), new Date(due - MINUTE))).toEqual([]);
    expect(await publicJazzCash(t)).toBe(SEEDED_JAZZCASH);

    // Both processes run the job at once after the hold: it takes effect once.
    const later = new Date(due + MINUTE);
    const [here, there] = await Promise.all([applyHeldPaymentDetails(deps(t), later), applyHeldPaymentDetails(deps(other), later)]);
    expect(here.length + there.length).toBe(1);
    expect(await publicJazzCash(t)).toBe('0311 5555555');
    const rows = await auditRowsOf(t, 'payment-details', change.id);
    expect(rows.map((r) => [r.action, r.staffEmail])).toEqual([
      ['propose', admin.email],
      ['apply', null],
    ]);
    expect(rows[1]!.after).toMatchObject({ proposed_by: admin.email, approved_by: null, held_until: change.takes_effect_at });
    const applied = [...(await subjectsTo(t, finance.email)), ...(await subjectsTo(other, finance.email))];
    expect(applied.filter((s) => s === 'Payment details changed')).toHaveLength(1);
    // Running again later does nothing more.
    expect(await applyHeldPaymentDetails(deps(t), new Date(due + 60 * MINUTE))).toEqual([]);
  });

  it('clears the rendered pages when the scheduler applies a held change', async () => {
    const change = changeOf((await admin.post('/api/admin/payment-details/changes', jazzCash('0312 6666666'))).body);
    expect(await donatePageWallets(t)).toBe('0311 5555555 | 0345 7654321');
    // The hold has ended (as if a day had passed): the server's own job, as the scheduler runs it.
    await t.app.db.update(paymentDetailChanges).set({ takesEffectAt: new Date(Date.now() - MINUTE) }).where(eq(paymentDetailChanges.id, change.id));
    const job = serverJobs(t.app, t.database).find((j) => j.name === 'payment detail holds');
    expect(job?.everyMs).toBeLessThanOrEqual(MINUTE);
    await job!.run();
    expect(await donatePageWallets(t)).toBe('0312 6666666 | 0345 7654321');
  });

  it('stops a held change that finance cancels within the hold', async () => {
    const change = changeOf((await admin.post('/api/admin/payment-details/changes', jazzCash('0313 7777777'))).body);
    const res = await finance.post(`/api/admin/payment-details/changes/${change.id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await applyHeldPaymentDetails(deps(t), new Date(Date.parse(change.takes_effect_at!) + MINUTE))).toEqual([]);
    expect(await publicJazzCash(t)).toBe('0312 6666666');
    expect((await mailsTo(t, admin.email)).last).toMatch(/Subject: Payment details change cancelled/);
    expect((await readView(admin)).pending).toBeNull();
  });
});
