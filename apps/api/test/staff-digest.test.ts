import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffPreferenceMessages } from '@foundation/contract/admin/staff-preferences';
import { staff, staffDigests } from '../src/db/schema/index.ts';
import { serverJobs } from '../src/scheduler.ts';
import { sendDailyDigest } from '../src/services/reports/staff-digest.ts';
import { auditRowsOf } from './fixtures/audit.ts';
import { bookOrder, contactBody, staffWithRole, submit } from './fixtures/inbox.ts';
import { readMails, type ReadMail } from './fixtures/mail.ts';
import { giveByWallet } from './fixtures/tracking.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * The staff's daily digest: once a day from 08:00 in Pakistan, each member who wants it is e-mailed
 * what waits for their role, with a link to each list (its filter in the address), only when
 * something waits; several processes send it once.
 */
const PUBLIC_URL = 'https://foundation.example.pk';
let t: TestContext;
let second: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let editor: Awaited<ReturnType<typeof staffWithRole>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  // A second process on the same database, as two servers behind a proxy.
  second = await createTestApp({ env: { PUBLIC_URL }, database: t.database });
  admin = await staffWithRole(t, 'admin', 'admin@foundation.test');
  await staffWithRole(t, 'finance', 'finance@foundation.test');
  editor = await staffWithRole(t, 'editor', 'editor@foundation.test');
  await staffWithRole(t, 'editor', 'quiet.editor@foundation.test');
  await t.app.db.update(staff).set({ dailyDigest: false }).where(eq(staff.email, 'quiet.editor@foundation.test'));
  await staffWithRole(t, 'finance', 'gone@foundation.test');
  await t.app.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.email, 'gone@foundation.test'));
});
afterAll(async () => {
  vi.useRealTimers();
  await second.close();
  await t.close();
});

/** 09:00 in Karachi (UTC+5) on a day of November 2026. */
const morning = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour - 5, 0));
const deps = (ctx: TestContext) => ({ db: ctx.app.db, mailer: ctx.app.mailer, log: ctx.app.log, publicUrl: PUBLIC_URL });
const digests = async () => [...(await readMails(t)), ...(await readMails(second))].filter((m) => m.subject.startsWith('Waiting for you in the back office'));
const linksIn = (mail: ReadMail) => [...mail.text.matchAll(/https:\/\/\S+/g)].map((m) => m[0]);

describe('the daily digest', () => {
  it('waits for the morning, and sends nothing on a day nothing waits', async () => {
    expect(await sendDailyDigest(deps(t), morning(2, 7))).toEqual({ status: 'too-early' });
    expect(await sendDailyDigest(deps(t), morning(2))).toEqual({ status: 'sent', mails: 0 });
    expect(await digests()).toEqual([]);
  });

  it('tells each member what waits for their role, with a link to each list, once across two processes', async () => {
    await giveByWallet(t);
    await giveByWallet(t);
    await bookOrder(t, { status: 'verified' });
    await submit(t, 'saveContact', contactBody());

    // Both processes' schedulers look at 09:00 on the 3rd, at the same moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(morning(3));
    const job = (ctx: TestContext) => serverJobs(ctx.app, ctx.database).find((j) => j.name === 'staff digest')!;
    const outcomes = await Promise.all([job(t).run(), job(second).run()]);
    vi.useRealTimers();
    expect(outcomes).toEqual(expect.arrayContaining([{ status: 'sent', mails: 3 }, { status: 'already-sent' }]));

    const sent = await digests();
    expect(sent.map((m) => m.to).sort()).toEqual(['admin@foundation.test', 'editor@foundation.test', 'finance@foundation.test']);
    const to = (address: string) => sent.find((m) => m.to === address)!;
    expect(to('admin@foundation.test').subject).toBe('Waiting for you in the back office: 4 items');
    expect(to('admin@foundation.test').text).toContain('- 2 receipts to check against the accounts:');
    expect(to('admin@foundation.test').text).toContain('- 1 paid book order to print and send:');
    expect(to('admin@foundation.test').text).toContain('- 1 new contact message to answer:');
    // Nothing waits among the applications: no line for them.
    expect(to('admin@foundation.test').text).not.toContain('membership');
    expect(linksIn(to('finance@foundation.test'))).toEqual([
      `${PUBLIC_URL}/admin/?status=pending_review`,
      `${PUBLIC_URL}/admin/book-orders?fulfilment=paid`,
      `${PUBLIC_URL}/admin/account`,
    ]);
    expect(linksIn(to('editor@foundation.test'))).toEqual([`${PUBLIC_URL}/admin/contact-messages?status=new`, `${PUBLIC_URL}/admin/account`]);
    expect(to('editor@foundation.test').subject).toBe('Waiting for you in the back office: 1 item');

    // Each count is what its link's list shows.
    for (const [link, api] of [
      [`${PUBLIC_URL}/admin/?status=pending_review`, '/api/admin/donations?status=pending_review'],
      [`${PUBLIC_URL}/admin/book-orders?fulfilment=paid`, '/api/admin/book-orders?fulfilment=paid'],
      [`${PUBLIC_URL}/admin/contact-messages?status=new`, '/api/admin/contact-messages?status=new'],
    ] as const) {
      const line = to('admin@foundation.test').text.split('\n').findIndex((l) => l.trim() === link);
      const n = Number(/^- (\d+)/.exec(to('admin@foundation.test').text.split('\n')[line - 1]!)?.[1]);
      expect({ api, total: (await admin.get(api)).json().total }).toEqual({ api, total: n });
    }

    // Later that day, and again from either process: nothing more.
    expect(await sendDailyDigest(deps(second), morning(3, 15))).toEqual({ status: 'already-sent' });
    expect(await sendDailyDigest(deps(t), morning(3, 23))).toEqual({ status: 'already-sent' });
    expect((await digests()).length).toBe(3);
    expect(await t.app.db.select().from(staffDigests).where(eq(staffDigests.day, '2026-11-03'))).toMatchObject([{ mails: 3 }]);
  });

  it('is not sent to a member who turned it off on their account; the change is audited', async () => {
    expect((await editor.get('/api/admin/me/preferences')).json()).toEqual({ data: { daily_digest: true } });
    const refused = await editor.patch('/api/admin/me/preferences', { daily_digest: 'no' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ daily_digest: [staffPreferenceMessages.dailyDigest] });
    const off = await editor.patch('/api/admin/me/preferences', { daily_digest: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ data: { daily_digest: false } });
    const [row] = (await auditRowsOf(t, 'staff', editor.id)).slice(-1);
    expect(row).toMatchObject({ action: 'update', staffEmail: 'editor@foundation.test', before: { daily_digest: true }, after: { daily_digest: false } });

    const before = (await digests()).length;
    expect(await sendDailyDigest(deps(t), morning(4))).toEqual({ status: 'sent', mails: 2 });
    const today = (await digests()).slice(before);
    expect(today.map((m) => m.to).sort()).toEqual(['admin@foundation.test', 'finance@foundation.test']);

    expect((await editor.patch('/api/admin/me/preferences', { daily_digest: true })).json()).toEqual({ data: { daily_digest: true } });
    expect(await sendDailyDigest(deps(t), morning(5))).toEqual({ status: 'sent', mails: 3 });
  });
});
