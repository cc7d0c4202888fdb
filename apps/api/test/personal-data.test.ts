import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMembershipListResponseSchema, AdminMembershipResponseSchema } from '@foundation/contract/admin/memberships';
import { PERSONAL_FIELDS } from '@foundation/contract/admin/personal-data';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';
import { auditRowsOf } from './fixtures/audit.ts';
import { activeMembership, bookOrder, contactBody, pakistan, parseCsv, staffWithRole, submit } from './fixtures/inbox.ts';

/**
 * Identity numbers, birth dates and home addresses are for administrators (decision 18, amended):
 * editors handle applications and follow learners without them, in lists, records and exports;
 * nobody without a staff session reads them at all. Every export of personal data is audited.
 */
const CNIC = '36302-1234567-1';
const PRIVATE = [CNIC, '1990-05-17', 'House 4, Street 9, Multan', 'Village Kot Addu'];

let t: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let editor: Awaited<ReturnType<typeof staffWithRole>>;
let finance: Awaited<ReturnType<typeof staffWithRole>>;
let learnerToken: string;
let membershipId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, finance] = [await staffWithRole(t, 'admin'), await staffWithRole(t, 'editor'), await staffWithRole(t, 'finance')];
  await submit(t, 'saveMembership', activeMembership(await pakistan(t)));
  await submit(t, 'saveContact', contactBody());
  const learner = await registerLearner(t, { name: 'Amina Tariq' });
  learnerToken = learner.token;
  const course = await insertCourse(t.app.db, { lessons: 2, title: 'Tajweed for adults' });
  const res = await t.app.inject({ method: 'POST', url: '/api/enrollCourseWithUserDetail', headers: bearer(learner.token), payload: enrolment(course, { name: 'Amina Tariq', email: learner.email }) });
  expect(res.statusCode, res.body).toBe(200);
  membershipId = AdminMembershipListResponseSchema.parse((await admin.get('/api/admin/memberships')).json()).data[0]!.id;
});
afterAll(() => t.close());

const paths = () => [`/api/admin/memberships`, `/api/admin/memberships/${membershipId}`, `/api/admin/memberships/export.csv`, `/api/admin/memberships?q=36302`];
const holdsNothingPrivate = (body: string) => PRIVATE.filter((value) => body.includes(value));

describe('personal data by role', () => {
  it('keeps CNIC numbers from callers without a staff session: no token and a learner get 401 on the list, the record and the export', async () => {
    for (const headers of [{}, bearer(learnerToken)]) {
      for (const url of paths()) {
        const res = await t.app.inject({ url, headers });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
        expect(holdsNothingPrivate(res.body)).toEqual([]);
      }
    }
  });

  it("hides an applicant's CNIC, birth date and addresses from an editor in the list, the record, a search and the export", async () => {
    const list = await editor.get('/api/admin/memberships');
    expect(list.statusCode).toBe(200);
    expect(holdsNothingPrivate(list.body)).toEqual([]);
    // A search by CNIC would say whose it is: an editor's search does not look there.
    expect((await editor.get('/api/admin/memberships?q=36302-1234567')).json().total).toBe(0);
    expect((await editor.get('/api/admin/memberships?q=Bilal')).json().total).toBe(1);

    const record = await editor.get(`/api/admin/memberships/${membershipId}`);
    expect(holdsNothingPrivate(record.body)).toEqual([]);
    expect(AdminMembershipResponseSchema.parse(record.json()).data).toMatchObject({
      full_name: 'Bilal Ahmed',
      mobile_number: '+923001112233',
      city: 'Multan',
      cnic_number: null,
      date_of_birth: null,
      present_address: null,
      permanent_address: null,
      hidden_fields: [...PERSONAL_FIELDS.memberships],
    });
    // Handling it answers the record as the editor reads it.
    const handled = await editor.patch(`/api/admin/memberships/${membershipId}`, { status: 'in_progress' });
    expect([handled.statusCode, handled.json().data.cnic_number, holdsNothingPrivate(handled.body)]).toEqual([200, null, []]);

    const csv = await editor.get('/api/admin/memberships/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(holdsNothingPrivate(csv.body)).toEqual([]);
    const [header, row] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    for (const column of ['CNIC', 'Date of birth', 'Present address', 'Permanent address']) expect(header).not.toContain(column);
    expect(Object.fromEntries(header!.map((h, i) => [h, row![i]]))).toMatchObject({ 'Full name': 'Bilal Ahmed', Tehsil: 'Multan Saddar' });
  });

  it('keeps the inbox from finance, and shows an administrator everything', async () => {
    for (const url of paths()) expect((await finance.get(url)).statusCode, url).toBe(403);
    const record = AdminMembershipResponseSchema.parse((await admin.get(`/api/admin/memberships/${membershipId}`)).json()).data;
    expect(record).toMatchObject({ cnic_number: CNIC, date_of_birth: '1990-05-17', present_address: 'House 4, Street 9, Multan', hidden_fields: [] });
    expect((await admin.get('/api/admin/memberships?q=36302-1234567')).json().total).toBe(1);
    const csv = (await admin.get('/api/admin/memberships/export.csv')).body;
    expect(PRIVATE.every((value) => csv.includes(value))).toBe(true);
  });

  it("hides a learner's home address from an editor following their progress", async () => {
    const [row] = (await editor.get('/api/admin/enrolments')).json().data as { id: number }[];
    const shown = (await editor.get(`/api/admin/enrolments/${row!.id}`)).json().data;
    expect(shown).toMatchObject({ name: 'Amina Tariq', address: null, hidden_fields: ['address'] });
    const csv = (await editor.get('/api/admin/enrolments/export.csv')).body;
    expect(csv).not.toContain('12 Canal Road');
    expect(parseCsv(csv.replace(/^\uFEFF/, ''))[0]).not.toContain('Address');
    expect((await admin.get(`/api/admin/enrolments/${row!.id}`)).json().data.address).toBe('12 Canal Road, Lahore');
    expect((await admin.get('/api/admin/enrolments/export.csv')).body).toContain('12 Canal Road, Lahore');
  });

  it('audits every export of personal data: who, which resource, its search and filters, and how many rows', async () => {
    const before = (await auditRowsOf(t, 'memberships')).filter((r) => r.action === 'export').length;
    const res = await editor.get('/api/admin/memberships/export.csv?form_type=active&q=Bilal');
    expect(res.statusCode).toBe(200);
    const exports = (await auditRowsOf(t, 'memberships')).filter((r) => r.action === 'export');
    expect(exports).toHaveLength(before + 1);
    expect(exports.at(-1)).toMatchObject({
      staffEmail: 'editor@foundation.test',
      entityId: null,
      after: { filters: { q: 'Bilal', form_type: 'active' }, rows: 1, hidden_fields: [...PERSONAL_FIELDS.memberships] },
    });

    await admin.get('/api/admin/contact-messages/export.csv?form=join_us');
    expect((await auditRowsOf(t, 'contact-messages')).at(-1)).toMatchObject({ action: 'export', staffEmail: 'admin@foundation.test', after: { filters: { form: 'join_us' }, rows: 0 } });

    // Finance's donations file names donors: audited the same way, its row count what the file holds.
    await bookOrder(t);
    await bookOrder(t);
    const donations = await finance.get('/api/admin/donations/export.csv?status=verified&search=%2B923004445566');
    const lines = parseCsv(donations.body.replace(/^\uFEFF/, '')).length - 1;
    expect(lines).toBe(2);
    expect((await auditRowsOf(t, 'donations')).filter((r) => r.action === 'export').at(-1)).toMatchObject({
      staffEmail: 'finance@foundation.test',
      after: { filters: { status: 'verified', search: '+923004445566' }, rows: 2 },
    });
  });
});
