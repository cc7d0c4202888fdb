import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminContactMessageListResponseSchema, AdminContactMessageResponseSchema } from '@foundation/contract/admin/contact-messages';
import { inboxMessages } from '@foundation/contract/admin/inbox';
import { fieldMessages, kitMessages } from '@foundation/contract/admin/kit';
import { AdminMembershipListResponseSchema, AdminMembershipResponseSchema } from '@foundation/contract/admin/memberships';
import { messages } from '@foundation/contract/common';
import { staffMessages } from '@foundation/contract/staff';
import { auditLog, contactMessages, staff } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { activeMembership, contactBody, pakistan, staffWithRole, submit } from './fixtures/inbox.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let editor: Awaited<ReturnType<typeof staffWithRole>>;
let finance: Awaited<ReturnType<typeof staffWithRole>>;
let country: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, finance] = [await staffWithRole(t, 'admin'), await staffWithRole(t, 'editor'), await staffWithRole(t, 'finance')];
  country = await pakistan(t);
  await submit(t, 'saveContact', contactBody());
  await submit(t, 'saveJoinUs', contactBody({ name: 'Hamza Iqbal', email: 'hamza@example.com', phone: '+92 321 7654321', subject: 'Scouts', message: 'My son wants to join the scouts.' }));
  await submit(t, 'saveContact', contactBody({ name: 'Sara Malik', email: 'sara@example.com', subject: 'Receipt', message: 'Where is my donation receipt?' }));
  await submit(t, 'saveMembership', activeMembership(country));
  await submit(t, 'saveMembership', { formType: 'basic', fullName: 'Nadia Shah', email: 'nadia@example.com', mobileNumber: '+923335556677', country, city: 'Karachi' });
});
afterAll(() => t.close());

const contacts = async (query = '') => {
  const res = await editor.get(`/api/admin/contact-messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminContactMessageListResponseSchema.parse(res.json());
};
const names = async (query = '') => (await contacts(query)).data.map((r) => r.name);
const idOf = async (name: string) => (await contacts(`?q=${encodeURIComponent(name)}`)).data[0]!.id;
const auditOf = (entity: string, id: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

describe('contact messages', () => {
  it('lists contact and join-us messages, newest first, new until handled', async () => {
    const list = await contacts();
    expect(list.total).toBe(3);
    expect(list.data.map((r) => [r.name, r.form, r.status, r.assignee_id, r.handled_at])).toEqual([
      ['Sara Malik', 'contact', 'new', null, null],
      ['Hamza Iqbal', 'join_us', 'new', null, null],
      ['Ayesha Khan', 'contact', 'new', null, null],
    ]);
    // The row is for the list: the message and the internal note wait for the record.
    expect(list.data[0]).not.toHaveProperty('message');
  });

  it('filters by form and searches name, e-mail, phone, subject and message', async () => {
    expect(await names('?form=join_us')).toEqual(['Hamza Iqbal']);
    expect(await names('?form=contact')).toEqual(['Sara Malik', 'Ayesha Khan']);
    expect(await names('?q=HAMZA@EXAMPLE')).toEqual(['Hamza Iqbal']);
    expect(await names('?q=7654321')).toEqual(['Hamza Iqbal']);
    expect(await names('?q=receipt')).toEqual(['Sara Malik']);
    expect(await names('?q=medical camp')).toEqual(['Ayesha Khan']);
    expect(await names('?sort=name')).toEqual(['Ayesha Khan', 'Hamza Iqbal', 'Sara Malik']);
  });

  it('filters by the days (in Pakistan) they arrived', async () => {
    const ayesha = await idOf('Ayesha');
    // 23:30 in Karachi on 31 October is 18:30 UTC: the 31st there, whatever the server's clock says.
    await t.app.db.update(contactMessages).set({ createdAt: new Date('2026-10-31T18:30:00Z') }).where(eq(contactMessages.id, ayesha));
    expect(await names('?from=2026-10-31&to=2026-10-31')).toEqual(['Ayesha Khan']);
    expect(await names('?to=2026-10-30')).toEqual([]);
    expect(await names('?from=2026-11-01&form=contact')).toEqual(['Sara Malik']);
    const bad = await editor.get('/api/admin/contact-messages?from=2026-02-30&status=open');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ from: [inboxMessages.day], status: [kitMessages.filterChoice(['new', 'in_progress', 'done'])] });
  });

  it('marks a message done with a note and an assignee, stamps when, and audits before and after', async () => {
    const id = await idOf('Sara');
    const res = await editor.patch(`/api/admin/contact-messages/${id}`, { status: 'done', note: 'Sent the receipt again by e-mail.', assignee_id: editor.id });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = AdminContactMessageResponseSchema.parse(res.json());
    expect(data).toMatchObject({ status: 'done', note: 'Sent the receipt again by e-mail.', assignee_id: editor.id, assignee_name: 'Sana Editor', message: 'Where is my donation receipt?' });
    expect(Date.now() - Date.parse(data.handled_at!)).toBeLessThan(60_000);
    const [entry] = await auditOf('contact-messages', id);
    expect(entry).toMatchObject({
      action: 'update',
      staffId: editor.id,
      staffEmail: 'editor@foundation.test',
      before: { status: 'new', assignee_id: null, note: '' },
      after: { status: 'done', assignee_id: editor.id, note: 'Sent the receipt again by e-mail.' },
    });

    // Done stays stamped when only the note changes; reopening clears the stamp.
    const again = (await editor.patch(`/api/admin/contact-messages/${id}`, { note: 'Receipt confirmed.' })).json().data;
    expect(again.handled_at).toBe(data.handled_at);
    const [noteOnly] = await auditOf('contact-messages', id);
    expect(noteOnly).toMatchObject({ before: { note: 'Sent the receipt again by e-mail.' }, after: { note: 'Receipt confirmed.' } });
    const reopened = (await editor.patch(`/api/admin/contact-messages/${id}`, { status: 'in_progress' })).json().data;
    expect(reopened).toMatchObject({ status: 'in_progress', handled_at: null, note: 'Receipt confirmed.' });

    expect(await names(`?status=in_progress&assignee_id=${editor.id}`)).toEqual(['Sara Malik']);
    expect(await names(`?status=new`)).toEqual(['Hamza Iqbal', 'Ayesha Khan']);
  });

  it('gives a message only to an active member of staff, and takes it back with null', async () => {
    const id = await idOf('Hamza');
    const gone = await staffWithRole(t, 'editor', 'former@foundation.test');
    await t.app.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, gone.id));
    for (const assignee_id of [gone.id, 424242]) {
      const res = await editor.patch(`/api/admin/contact-messages/${id}`, { assignee_id, status: 'done' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: messages.invalidData, errors: { assignee_id: [inboxMessages.assigneeInactive] } });
    }
    // Nothing of a refused change is kept, nor audited.
    expect((await editor.get(`/api/admin/contact-messages/${id}`)).json().data).toMatchObject({ status: 'new', assignee_id: null });
    expect(await auditOf('contact-messages', id)).toEqual([]);

    expect((await editor.patch(`/api/admin/contact-messages/${id}`, { assignee_id: finance.id })).json().data.assignee_name).toBe('Sana Editor');
    expect((await editor.patch(`/api/admin/contact-messages/${id}`, { assignee_id: null })).json().data.assignee_id).toBeNull();

    const assignees = (await editor.get('/api/admin/assignees?sort=name')).json().data.map((a: { email: string }) => a.email);
    expect(assignees).toEqual(expect.arrayContaining(['admin@foundation.test', 'editor@foundation.test', 'finance@foundation.test']));
    expect(assignees).not.toContain('former@foundation.test');
  });

  it('refuses a status, an assignee or a note it cannot keep, with the field it is about', async () => {
    const id = await idOf('Ayesha');
    const res = await editor.patch(`/api/admin/contact-messages/${id}`, { status: 'closed', assignee_id: 'someone', note: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      status: [fieldMessages.choice('Status', ['new', 'in_progress', 'done'])],
      assignee_id: [fieldMessages.choose('Assignee')],
      note: [fieldMessages.tooLong('Note', 2000)],
    });
    expect((await editor.patch('/api/admin/contact-messages/424242', { status: 'done' })).statusCode).toBe(404);
  });

  it('is never created in the back office, and deleting one (spam) is audited with what it said', async () => {
    expect((await editor.post('/api/admin/contact-messages', contactBody())).statusCode).toBe(405);
    await submit(t, 'saveContact', contactBody({ name: 'Cheap Pills', email: 'spam@example.net', subject: 'Buy now', message: 'Visit our shop.' }));
    const id = await idOf('Cheap Pills');
    expect((await editor.del(`/api/admin/contact-messages/${id}`)).statusCode).toBe(204);
    expect((await editor.get(`/api/admin/contact-messages/${id}`)).statusCode).toBe(404);
    expect((await editor.del(`/api/admin/contact-messages/${id}`)).statusCode).toBe(404);
    const [entry] = await auditOf('contact-messages', id);
    expect(entry).toMatchObject({ action: 'delete', staffId: editor.id, after: null, before: { name: 'Cheap Pills', email: 'spam@example.net', message: 'Visit our shop.' } });
  });
});

describe('membership applications', () => {
  it('lists basic and active applications and filters by form', async () => {
    const list = AdminMembershipListResponseSchema.parse((await editor.get('/api/admin/memberships')).json());
    expect(list.data.map((r) => [r.full_name, r.form_type, r.country, r.city, r.status])).toEqual([
      ['Nadia Shah', 'basic', 'Pakistan', 'Karachi', 'new'],
      ['Bilal Ahmed', 'active', 'Pakistan', 'Multan', 'new'],
    ]);
    const active = (await editor.get('/api/admin/memberships?form_type=active')).json().data;
    expect(active.map((r: { full_name: string }) => r.full_name)).toEqual(['Bilal Ahmed']);
    // A CNIC is searched by those who may read it (personal-data.test.ts: an editor's search does not look in it).
    expect((await admin.get('/api/admin/memberships?q=36302-1234567')).json().total).toBe(1);
  });

  it('shows an administrator every field the form sent; a basic one has none of the active fields', async () => {
    const list = (await admin.get('/api/admin/memberships')).json().data as { id: number; full_name: string }[];
    const bilal = AdminMembershipResponseSchema.parse((await admin.get(`/api/admin/memberships/${list.find((r) => r.full_name === 'Bilal Ahmed')!.id}`)).json()).data;
    expect(bilal).toMatchObject({
      email: 'bilal@example.com',
      mobile_number: '+923001112233',
      country_id: country,
      message: 'I can give my weekends.',
      father_name: 'Ahmed Raza',
      gender: 'male',
      present_address: 'House 4, Street 9, Multan',
      permanent_address: 'Village Kot Addu',
      province: 'Punjab',
      district: 'Multan',
      tehsil: 'Multan Saddar',
      whatsapp_number: '+923001112233',
      cnic_number: '36302-1234567-1',
      date_of_birth: '1990-05-17',
      education: 'BSc',
      note: '',
      hidden_fields: [],
    });
    const nadia = (await admin.get(`/api/admin/memberships/${list.find((r) => r.full_name === 'Nadia Shah')!.id}`)).json().data;
    expect(nadia).toMatchObject({ father_name: null, cnic_number: null, date_of_birth: null, education: null });
  });

  it('is handled like a message: status, assignee and note, audited', async () => {
    const [first] = (await admin.get('/api/admin/memberships?form_type=basic')).json().data as { id: number }[];
    const res = await admin.patch(`/api/admin/memberships/${first!.id}`, { status: 'done', assignee_id: admin.id, note: 'Welcome call made.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'done', assignee_id: admin.id, note: 'Welcome call made.', handled_at: expect.any(String) });
    const [entry] = await auditOf('memberships', first!.id);
    expect(entry).toMatchObject({ action: 'update', staffId: admin.id, after: { status: 'done', assignee_id: admin.id, note: 'Welcome call made.' } });
  });
});

describe('who may use the inbox', () => {
  it('answers finance 403 on submissions, enrolments and assignees, before reading any body', async () => {
    const calls: [Parameters<typeof finance.call>[0], string][] = [
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/contact-messages/1'],
      ['PATCH', '/api/admin/contact-messages/1'],
      ['DELETE', '/api/admin/contact-messages/1'],
      ['GET', '/api/admin/contact-messages/export.csv'],
      ['GET', '/api/admin/memberships'],
      ['PATCH', '/api/admin/memberships/1'],
      ['DELETE', '/api/admin/memberships/1'],
      ['GET', '/api/admin/memberships/export.csv'],
      ['GET', '/api/admin/enrolments'],
      ['GET', '/api/admin/enrolments/export.csv'],
      ['GET', '/api/admin/assignees'],
    ];
    for (const [method, url] of calls) {
      const res = await finance.call(method, url, method === 'PATCH' ? { status: 'done' } : undefined);
      expect({ call: `${method} ${url}`, status: res.statusCode }).toEqual({ call: `${method} ${url}`, status: 403 });
      expect(res.json()).toEqual({ message: staffMessages.forbidden });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject('/api/admin/contact-messages');
    expect(res.statusCode).toBe(401);
  });
});
