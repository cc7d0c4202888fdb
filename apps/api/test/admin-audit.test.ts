import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntryResponseSchema, AuditFilterOptionsResponseSchema, AuditListResponseSchema, auditMessages } from '@foundation/contract/admin/audit';
import { fieldMessages } from '@foundation/contract/admin/kit';
import { messages } from '@foundation/contract/common';
import { DonationListResponseSchema } from '@foundation/contract/donation-review';
import { staffMessages } from '@foundation/contract/staff';
import { auditLog, settings } from '../src/db/schema/index.ts';
import { staffWrite } from '../src/services/write.ts';
import { recordAudit } from '../src/services/audit.ts';
import { auditCount, auditRowsOf, staffAs, walletGiftWaiting, type StaffAs } from './fixtures/audit.ts';
import { jpeg, pdfBytes } from './fixtures/back-office.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * The audit log: every staff write leaves who, when, from where, what and the values before
 * and after, in the transaction of the change; admins read it; nobody changes or removes it.
 */
let t: TestContext;
let admin: StaffAs;
let editor: StaffAs;
let finance: StaffAs;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffAs(t, 'admin', 'admin@foundation.test', '10.77.0.1');
  editor = await staffAs(t, 'editor', 'editor@foundation.test', '10.77.0.2');
  finance = await staffAs(t, 'finance', 'finance@foundation.test', '10.77.0.3');
  const upload = await editor.upload('cover.jpg', 'image/jpeg', await jpeg(600, 400));
  expect(upload.statusCode, upload.body).toBe(201);
  image = upload.json().data.url;
});
afterAll(() => t.close());

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Winter relief in Swat',
  author_name: 'Amina Siddiqui',
  image,
  description: '<h2>Blankets</h2><p>We delivered <strong>400</strong> blankets.</p>',
  ...over,
});

async function createPost(over: Record<string, unknown> = {}) {
  const res = await editor.post('/api/admin/blogs', post(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: number };
}

/** The message of a database error, through drizzle's wrapping. */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    const chain: string[] = [];
    for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) chain.push(String(e.message));
    return chain.join(' / ');
  }
  throw new Error('the statement was not refused');
}

/** The day in Karachi of an instant, as the list's `from` and `to` read a day. */
const karachiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('what a staff write records', () => {
  it("records an editor's blog post: who, when, from where, and the post before and after", async () => {
    const started = Date.now();
    const created = await createPost();
    const before = (await editor.get(`/api/admin/blogs/${created.id}`)).json().data;
    const res = await editor.patch(`/api/admin/blogs/${created.id}`, { title: 'Winter relief in Swat: 400 blankets', published: true });
    expect(res.statusCode, res.body).toBe(200);

    const [create, update, ...more] = await auditRowsOf(t, 'blogs', created.id);
    expect(more).toEqual([]);
    expect(create).toMatchObject({ action: 'create', staffId: editor.id, staffEmail: editor.email, ip: editor.ip, before: null, after: created });
    expect(update).toMatchObject({ action: 'update', entity: 'blogs', entityId: String(created.id), staffId: editor.id, staffEmail: 'editor@foundation.test', ip: '10.77.0.2' });
    // The record exactly as GET answered it before the change, and as PATCH answered it after.
    expect(update!.before).toEqual(before);
    expect(update!.after).toEqual(res.json().data);
    expect(update!.before).toMatchObject({ title: 'Winter relief in Swat', published: false });
    expect(update!.after).toMatchObject({ title: 'Winter relief in Swat: 400 blankets', published: true });
    expect(update!.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(update!.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a delete with the record as it was', async () => {
    const created = await createPost({ title: 'A post to remove' });
    const res = await editor.del(`/api/admin/blogs/${created.id}`);
    expect(res.statusCode).toBe(204);
    const last = (await auditRowsOf(t, 'blogs', created.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'delete', staffId: editor.id, ip: editor.ip, before: created, after: null });
  });

  it('records a reorder with the ids as they stood and as they stand', async () => {
    const ids = (await editor.get('/api/admin/welfare-categories?per_page=100&sort=position')).json().data.map((r: { id: number }) => r.id);
    const reordered = [...ids.slice(1), ids[0]];
    expect((await editor.post('/api/admin/welfare-categories/order', { ids: reordered })).statusCode).toBe(204);
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'order')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ entity: 'welfare-categories', entityId: null, staffId: editor.id, before: ids, after: reordered });
  });

  it('records a settings change with the whole settings record before and after', async () => {
    const before = (await editor.get('/api/admin/settings')).json().data;
    const res = await editor.patch('/api/admin/settings', { company_phone: '+92 42 111 000 111' });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await auditRowsOf(t, 'settings')).at(-1)!;
    expect(last).toMatchObject({ action: 'update', entityId: null, staffId: editor.id, ip: editor.ip });
    expect(last.before).toEqual(before);
    expect(last.after).toEqual(res.json().data);
    expect(last.after).toMatchObject({ company_phone: '+92 42 111 000 111', company_name: before.company_name });
  });

  it("records a media upload and delete with the file's record, never its bytes", async () => {
    const res = await editor.upload('annual-report.pdf', 'application/pdf', pdfBytes);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().data;
    const [upload] = await auditRowsOf(t, 'media', file.id);
    expect(upload).toMatchObject({ action: 'create', staffId: editor.id, ip: editor.ip, before: null, after: file });
    expect(JSON.stringify(upload!.after)).not.toContain(pdfBytes.toString('base64').slice(0, 24));
    expect(JSON.stringify(upload!.after)).not.toContain('%PDF');

    expect((await editor.del(`/api/admin/media/${file.id}`)).statusCode).toBe(204);
    const [, removal] = await auditRowsOf(t, 'media', file.id);
    expect(removal).toMatchObject({ action: 'delete', before: file, after: null });
  });

  it('records a donation decision with what changed and the reference, never the receipt or the donor', async () => {
    const reference = await walletGiftWaiting(t);
    const [gift] = DonationListResponseSchema.parse((await finance.get(`/api/admin/donations?search=${reference}`)).json()).data;
    const res = await finance.post(`/api/admin/donations/${gift!.id}/review`, { status: 'verified', note: 'Matched on the JazzCash statement.' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await auditRowsOf(t, 'donations', gift!.id);
    expect(row).toMatchObject({ action: 'verify', staffId: finance.id, staffEmail: finance.email, ip: finance.ip });
    expect(row!.before).toEqual({ reference, status: 'pending_review', reviewed_by: null, review_note: null });
    expect(row!.after).toEqual({ reference, status: 'verified', reviewed_by: finance.id, review_note: 'Matched on the JazzCash statement.' });

    const rejected = await walletGiftWaiting(t);
    const [other] = DonationListResponseSchema.parse((await finance.get(`/api/admin/donations?search=${rejected}`)).json()).data;
    expect((await finance.post(`/api/admin/donations/${other!.id}/review`, { status: 'rejected', note: 'No such payment.' })).statusCode).toBe(200);
    expect((await auditRowsOf(t, 'donations', other!.id))[0]).toMatchObject({ action: 'reject', after: { status: 'rejected', review_note: 'No such payment.' } });
    // A second decision on a decided gift is refused (409) and leaves no line.
    expect((await finance.post(`/api/admin/donations/${other!.id}/review`, { status: 'verified' })).statusCode).toBe(409);
    expect(await auditRowsOf(t, 'donations', other!.id)).toHaveLength(1);
  });
});

describe('what is never recorded', () => {
  it('records nothing for a refused write: invalid (422), missing (404), refused inside the transaction', async () => {
    const before = await auditCount(t);
    const invalid = await editor.post('/api/admin/blogs', post({ title: '' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.title).toEqual([fieldMessages.required('Title')]);
    expect((await editor.patch('/api/admin/blogs/424242', { title: 'Nothing here' })).statusCode).toBe(404);
    expect((await editor.del('/api/admin/blogs/424242')).statusCode).toBe(404);
    // Refused by the service, after its transaction began.
    expect((await editor.post('/api/admin/welfare-categories/order', { ids: [1] })).statusCode).toBe(422);
    expect(await auditCount(t)).toBe(before);
  });

  it('keeps no audit row of a transaction that rolls back, and no change that records nothing', async () => {
    const before = await auditCount(t);
    const actor = { id: editor.id, email: editor.email, ip: editor.ip };
    const failing = staffWrite(t.app.db, actor, [], async (tx) => {
      await tx.insert(settings).values({ key: 'audit_probe', value: 1 });
      await recordAudit(tx, actor, { action: 'update', entity: 'settings', before: null, after: { audit_probe: 1 } });
      throw new Error('the disk is full');
    });
    await expect(failing).rejects.toThrow('the disk is full');
    // A change that forgot its audit row is not kept untraced.
    const untraced = staffWrite(t.app.db, actor, [], (tx) => tx.insert(settings).values({ key: 'audit_probe', value: 2 }));
    await expect(untraced).rejects.toThrow(/must record what it changed/);
    expect(await auditCount(t)).toBe(before);
    expect(await t.app.db.select().from(settings).where(eq(settings.key, 'audit_probe'))).toEqual([]);
  });

  it('lets the database refuse to change or remove an audit row, whoever asks', async () => {
    const rows = await t.app.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(await refusal(t.database.db.execute(sql`update audit_log set action = 'tampered'`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`update audit_log set before = null where id = ${rows[0]!.id}`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`delete from audit_log where id = ${rows[0]!.id}`))).toMatch(/append-only/);
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await t.app.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(rows);
  });
});

describe('reading the audit log', () => {
  const list = async (query = '', as: StaffAs = admin) => {
    const res = await as.get(`/api/admin/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return AuditListResponseSchema.parse(res.json());
  };

  it('lists every entry newest first, in pages, with the total', async () => {
    const all = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id));
    const first = await list();
    expect(first).toMatchObject({ total: all.length, page: 1, per_page: 25 });
    expect(first.data.map((e) => e.id)).toEqual(all.slice(0, 25).map((r) => r.id));
    const newest = all[0]!;
    expect(first.data[0]).toEqual({
      id: newest.id,
      at: newest.at.toISOString(),
      staff_id: newest.staffId,
      staff_email: newest.staffEmail,
      ip: newest.ip,
      action: newest.action,
      entity: newest.entity,
      entity_id: newest.entityId,
      before: newest.before,
      after: newest.after,
    });
    const four = await list('?per_page=4');
    const second = await list('?per_page=2&page=2');
    expect(second.data.map((e) => e.id)).toEqual(four.data.slice(2).map((e) => e.id));
    expect((await list('?sort=at&per_page=3')).data.map((e) => e.id)).toEqual([...all].reverse().slice(0, 3).map((r) => r.id));
    expect((await list(`?page=${all.length + 1}`)).data).toEqual([]);
  });

  it('filters by kind of record, action, staff member and days, and searches', async () => {
    const created = await createPost({ title: 'Clean water for Tharparkar' });
    await editor.patch(`/api/admin/blogs/${created.id}`, { author_name: 'Bilal Ahmed' });

    const updates = await list(`?entity=blogs&action=update&staff_id=${editor.id}`);
    expect(updates.total).toBeGreaterThanOrEqual(2);
    expect(updates.data.every((e) => e.entity === 'blogs' && e.action === 'update' && e.staff_id === editor.id)).toBe(true);
    expect((await list(`?staff_id=${finance.id}`)).data.every((e) => e.staff_id === finance.id)).toBe(true);
    expect((await list(`?entity=donations`)).data.map((e) => e.action).sort()).toEqual(['reject', 'verify']);

    const today = karachiDay(new Date());
    const ofToday = (await t.app.db.select({ at: auditLog.at }).from(auditLog)).filter((r) => karachiDay(r.at) === today);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(ofToday.length);
    expect((await list('?from=2020-01-01&to=2020-12-31')).total).toBe(0);

    // By a title before or after, a record's id, a staff e-mail or an address.
    const byTitle = await list('?q=tharparkar');
    expect(byTitle.data.map((e) => [e.entity, e.entity_id, e.action])).toEqual([
      ['blogs', String(created.id), 'update'],
      ['blogs', String(created.id), 'create'],
    ]);
    expect((await list(`?entity=blogs&q=${created.id}`)).data.every((e) => e.entity_id === String(created.id))).toBe(true);
    const byEmail = await list('?q=FINANCE@foundation');
    expect(byEmail.total).toBeGreaterThan(0);
    expect(byEmail.data.every((e) => e.staff_email === finance.email)).toBe(true);
    expect((await list(`?q=${editor.ip}`)).data.every((e) => e.ip === editor.ip)).toBe(true);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('refuses filters it does not know or cannot read (422, under the parameter)', async () => {
    const refused = async (query: string) => {
      const res = await admin.get(`/api/admin/audit${query}`);
      expect(res.statusCode, query).toBe(422);
      return res.json().errors;
    };
    expect(await refused('?entity=Blog%20posts!')).toEqual({ entity: [auditMessages.entity] });
    expect(await refused('?action=DROP')).toEqual({ action: [auditMessages.action] });
    expect(await refused('?from=2026-02-30')).toEqual({ from: [fieldMessages.date('From')] });
    expect(await refused('?from=2026-03-02&to=2026-03-01')).toEqual({ from: [auditMessages.dateOrder] });
    expect(Object.keys(await refused('?colour=red'))).toEqual(['colour']);
  });

  it('answers one entry, the filter choices, and a 404 for an entry that does not exist', async () => {
    const [row] = await auditRowsOf(t, 'settings');
    const one = await admin.get(`/api/admin/audit/${row!.id}`);
    expect(one.statusCode).toBe(200);
    expect(AuditEntryResponseSchema.parse(one.json()).data).toMatchObject({ id: row!.id, entity: 'settings', action: 'update' });
    const missing = await admin.get('/api/admin/audit/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.notFound });

    const filters = AuditFilterOptionsResponseSchema.parse((await admin.get('/api/admin/audit/filter-options')).json()).data;
    expect(filters.entities).toEqual(expect.arrayContaining(['blogs', 'donations', 'media', 'settings', 'welfare-categories']));
    expect(filters.entities).toEqual([...filters.entities].sort());
    expect(filters.staff).toEqual(expect.arrayContaining([{ id: editor.id, name: expect.any(String), email: editor.email }]));
  });

  it('has no way to write, change or remove an entry', async () => {
    const before = await t.app.db.select().from(auditLog).orderBy(auditLog.id);
    const id = before[0]!.id;
    for (const [method, url] of [
      ['POST', '/api/admin/audit'],
      ['PATCH', `/api/admin/audit/${id}`],
      ['DELETE', `/api/admin/audit/${id}`],
    ] as const) {
      expect((await admin.call(method, url, { action: 'tampered' })).statusCode, `${method} ${url}`).toBe(405);
    }
    expect(await t.app.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
  });

  it('is for admins only: editors and finance get 403, no session 401', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/1', '/api/admin/audit/filter-options']) {
      for (const member of [editor, finance]) {
        const res = await member.get(url);
        expect(res.statusCode, `${member.email} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: staffMessages.forbidden });
      }
      expect((await t.app.inject(url)).statusCode).toBe(401);
    }
  });
});
