import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEnrolmentListResponseSchema } from '@foundation/contract/admin/enrolments';
import { AdminContactMessageListQuerySchema } from '@foundation/contract/admin/contact-messages';
import { contactMessages, enrolments } from '../src/db/schema/index.ts';
import { contactMessageCsv, contactMessageResource } from '../src/services/inbox/admin/contact-messages.ts';
import { csvStream, planExport } from '../src/services/back-office/csv-export.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';
import { activeMembership, contactBody, pakistan, parseCsv, staffWithRole, submit } from './fixtures/inbox.ts';

let t: TestContext;
let editor: Awaited<ReturnType<typeof staffWithRole>>;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let courseA: number;
let courseB: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await staffWithRole(t, 'editor');
  admin = await staffWithRole(t, 'admin');
  await submit(t, 'saveContact', contactBody({ name: 'عائشہ خان', subject: 'سوال', message: 'کورس کب شروع ہوگا؟' }));
  await submit(t, 'saveContact', contactBody({ name: '=HYPERLINK("http://evil.example","click")', subject: '@SUM(1+1)', message: '-2+3, "quoted" and\na second line' }));
  await submit(t, 'saveJoinUs', contactBody({ name: 'Hamza Iqbal', subject: '+1 for scouts' }));
  await submit(t, 'saveMembership', activeMembership(await pakistan(t), { fullName: 'بلال احمد' }));

  courseA = await insertCourse(t.app.db, { lessons: 4, title: 'Tajweed for adults' });
  courseB = await insertCourse(t.app.db, { lessons: 3, title: 'Tailoring' });
  for (const [name, course, viewIndex] of [
    ['Amina Tariq', courseA, 4],
    ['Bilal Shah', courseA, 1],
    ['Chanda Bibi', courseB, 0],
  ] as const) {
    const learner = await registerLearner(t, { name });
    const res = await t.app.inject({ method: 'POST', url: '/api/enrollCourseWithUserDetail', headers: bearer(learner.token), payload: enrolment(course, { name, email: learner.email }) });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.db.update(enrolments).set({ viewIndex }).where(eq(enrolments.email, learner.email));
  }
});
afterAll(() => t.close());

const download = async (url: string) => {
  const res = await editor.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('CSV exports', () => {
  it('downloads the filtered contact messages as UTF-8 with a BOM and a header row; Urdu names survive', async () => {
    const res = await download('/api/admin/contact-messages/export.csv?form=contact&sort=created_at');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Id', 'Received (Karachi)', 'Form', 'Name', 'E-mail', 'Phone', 'Subject', 'Message', 'Status', 'Assignee', 'Note', 'Handled (Karachi)']);
    expect(rows.length).toBe(3);
    expect(rows[1]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[1]!.slice(2, 9)).toEqual(['Contact', 'عائشہ خان', 'ayesha@example.com', "'+92 300 1234567", 'سوال', 'کورس کب شروع ہوگا؟', 'New']);
  });

  it('never lets a visitor write a formula a spreadsheet would run', async () => {
    const rows = parseCsv((await download('/api/admin/contact-messages/export.csv?q=evil')).body.replace(/^\uFEFF/, ''));
    expect(rows.length).toBe(2);
    const [, , , name, , , subject, message] = rows[1]!;
    expect(name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(subject).toBe("'@SUM(1+1)");
    // Commas, quotes and line breaks stay inside their cell.
    expect(message).toBe(`'-2+3, "quoted" and\na second line`);
    const joinUs = parseCsv((await download('/api/admin/contact-messages/export.csv?form=join_us')).body.replace(/^\uFEFF/, ''));
    expect(joinUs[1]![6]).toBe("'+1 for scouts");
  });

  it('exports membership applications with every field to an administrator', async () => {
    const res = await admin.get('/api/admin/memberships/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toContain('CNIC');
    const row = Object.fromEntries(rows[0]!.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({ Form: 'Active', 'Full name': 'بلال احمد', CNIC: '36302-1234567-1', 'Date of birth': '1990-05-17', Tehsil: 'Multan Saddar', Status: 'New' });
  });

  it('refuses a filter it cannot use, as the list does', async () => {
    const res = await editor.get('/api/admin/contact-messages/export.csv?status=closed');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
  });

  it('holds exactly the list: every page of its search and filters, in its order', async () => {
    for (const sort of ['-created_at', 'name', '-name', 'status']) {
      const listed: string[] = [];
      for (let page = 1; ; page++) {
        const res = await editor.get(`/api/admin/contact-messages?form=contact&sort=${sort}&per_page=1&page=${page}`);
        const { data, total } = res.json() as { data: { id: number }[]; total: number };
        listed.push(...data.map((r) => String(r.id)));
        if (listed.length >= total) break;
      }
      const rows = parseCsv((await download(`/api/admin/contact-messages/export.csv?form=contact&sort=${sort}`)).body.replace(/^\uFEFF/, ''));
      expect({ sort, ids: rows.slice(1).map((r) => r[0]) }).toEqual({ sort, ids: listed });
    }
  });

  it('streams page by page: 5,000 rows with a page of 128 are all there, once, in the list\'s order', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ form: 'contact' as const, name: `Visitor ${i}`, email: `v${i}@example.com`, phone: '03001234567', subject: 'Bulk', message: `Message ${i}` }));
    for (let i = 0; i < many.length; i += 1000) await t.app.db.insert(contactMessages).values(many.slice(i, i + 1000));
    let pages = 0;
    const counting = {
      ...contactMessageCsv,
      records: async (...args: Parameters<typeof contactMessageCsv.records>) => {
        pages++;
        // A message arriving mid-export is not in this file, and pushes no row onto the next page twice.
        if (pages === 2) await submit(t, 'saveContact', contactBody({ name: 'Late visitor', subject: 'Bulk too' }));
        return contactMessageCsv.records(...args);
      },
    };
    const plan = await planExport(t.app.db, contactMessageResource, AdminContactMessageListQuerySchema.parse({ q: 'bulk', sort: 'created_at' }), 'editor');
    expect(plan.rows).toBe(5000);
    const rows = parseCsv((await text(csvStream(t.app.db, contactMessageResource, plan, counting, 128))).replace(/^\uFEFF/, ''));
    expect(rows.length).toBe(5001);
    expect(rows[1]![3]).toBe('Visitor 0');
    expect(rows[5000]![3]).toBe('Visitor 4999');
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5000);
    expect(pages).toBe(Math.ceil(5000 / 128));
    // And through HTTP with the default page and the list's default order, newest first.
    const all = parseCsv((await download('/api/admin/contact-messages/export.csv?q=bulk')).body.replace(/^\uFEFF/, ''));
    expect(all.length).toBe(5002);
    expect([all[1]![3], all[5001]![3]]).toEqual(['Late visitor', 'Visitor 0']);
  });
});

describe('enrolments', () => {
  it('lists who is enrolled in which course and how far they are; completed once view_index reaches the lessons', async () => {
    const res = await editor.get('/api/admin/enrolments?sort=name');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = AdminEnrolmentListResponseSchema.parse(res.json());
    expect(data.map((r) => [r.name, r.course_title, r.view_index, r.lessons, r.completed])).toEqual([
      ['Amina Tariq', 'Tajweed for adults', 4, 4, true],
      ['Bilal Shah', 'Tajweed for adults', 1, 4, false],
      ['Chanda Bibi', 'Tailoring', 0, 3, false],
    ]);
    const mine = (await editor.get(`/api/admin/enrolments?course_id=${courseB}`)).json().data;
    expect(mine.map((r: { name: string }) => r.name)).toEqual(['Chanda Bibi']);
    const detail = (await admin.get(`/api/admin/enrolments/${data[0]!.id}`)).json().data;
    expect(detail).toMatchObject({ address: '12 Canal Road, Lahore', course_id: courseA, completed: true, hidden_fields: [] });
    // An editor follows progress without the learner's home address.
    expect((await editor.get(`/api/admin/enrolments/${data[0]!.id}`)).json().data).toMatchObject({ address: null, hidden_fields: ['address'], completed: true });
  });

  it('is read-only: nothing is created, changed or deleted here', async () => {
    const [first] = (await editor.get('/api/admin/enrolments')).json().data as { id: number }[];
    expect((await editor.post('/api/admin/enrolments', {})).statusCode).toBe(405);
    expect((await editor.patch(`/api/admin/enrolments/${first!.id}`, { view_index: 0 })).statusCode).toBe(405);
    expect((await editor.del(`/api/admin/enrolments/${first!.id}`)).statusCode).toBe(405);
  });

  it('exports the enrolments of a course with their progress in words', async () => {
    // An editor's file has no Address column (personal-data.test.ts): Course and Progress move one place left.
    const rows = parseCsv((await download(`/api/admin/enrolments/export.csv?course_id=${courseA}&sort=name`)).body.replace(/^\uFEFF/, ''));
    expect(rows.map((r) => [r[2], r[5], r[8]])).toEqual([
      ['Name', 'Course', 'Progress'],
      ['Amina Tariq', 'Tajweed for adults', 'Completed'],
      ['Bilal Shah', 'Tajweed for adults', 'Lesson 2 of 4'],
    ]);
  });
});
