import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificateMessages as c, CertificateVerificationResponseSchema } from '@foundation/contract/certificates';
import { courses } from '../src/db/schema/index.ts';
import { newCertificateCode } from '../src/services/certificates/certificate-codes.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditRowsOf, staffAs } from './fixtures/audit.ts';
import { mails } from './fixtures/donations.ts';
import { readMail } from './fixtures/mail.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A learner enrolled in a fresh two-lesson course; `finish` presses Completed on the last lesson. */
async function enrolled(opts: { title?: string } = {}) {
  const courseId = await insertCourse(t.database.db, { lessons: 2, title: opts.title });
  const { token, email } = await registerLearner(t);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  expect((await call('POST', '/api/enrollCourseWithUserDetail', enrolment(courseId, { name: 'Ayesha Siddiqui' }))).statusCode).toBe(200);
  const progress = (view_index: number) => call('POST', '/api/updateCourseViewIndex', { course_id: courseId, view_index });
  const mine = async () => (await call('GET', '/api/myCertificates')).json().data.find((e: { course_id: number }) => e.course_id === courseId);
  const issue = (name = 'Ayesha Siddiqui') => call('POST', '/api/myCertificates', { course_id: courseId, name });
  return { courseId, email, call, progress, mine, issue, finish: () => progress(2) };
}

const verify = (code: string, remoteAddress = '10.77.0.1') => t.app.inject({ url: `/api/certificates/${code}`, remoteAddress });

describe('earning a certificate', () => {
  it('gives none before every lesson is completed', async () => {
    const l = await enrolled();
    expect(await l.mine()).toMatchObject({ state: 'learning', code: null });
    const early = await l.issue();
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ course_id: [c.notCompleted] });
    // On the last lesson, not yet Completed: still nothing.
    await l.progress(1);
    expect((await l.issue()).json().errors).toEqual({ course_id: [c.notCompleted] });
    expect((await l.mine()).state).toBe('learning');
  });

  it('issues one under the confirmed name once the course is finished, once, and mails its address', async () => {
    const l = await enrolled({ title: 'Basic Computer Skills' });
    await l.finish();
    expect(await l.mine()).toMatchObject({ state: 'ready', name: 'Ayesha Siddiqui' });
    const blank = await l.issue('   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: [c.nameRequired] });

    const res = await l.issue('Ayesha B. Siddiqui');
    expect(res.statusCode, res.body).toBe(200);
    const cert = res.json().data;
    expect(cert).toMatchObject({ state: 'issued', name: 'Ayesha B. Siddiqui' });
    expect(cert.code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    // Confirmed once: a second request cannot rename it.
    expect((await l.issue('Someone Else')).json().errors).toEqual({ course_id: [c.alreadyIssued] });

    const mail = (await mails(t)).map(readMail).find((m) => m.to === l.email)!;
    expect(mail.subject).toBe('Your certificate for Basic Computer Skills');
    expect(mail.text).toContain(`${t.config.PUBLIC_URL.replace(/\/$/, '')}/certificates/${cert.code}`);

    const pdf = await l.call('GET', `/api/myCertificates/${cert.code}/pdf?lang=ur`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Never encrypted or locked: a learner may print and copy it anywhere.
    expect(pdf.rawPayload.includes('/Encrypt')).toBe(false);
    // Nobody else's token opens it.
    const other = await enrolled();
    expect((await other.call('GET', `/api/myCertificates/${cert.code}/pdf`)).statusCode).toBe(404);
  });

  it('offers none where the course gives no certificate', async () => {
    const l = await enrolled();
    await t.app.db.update(courses).set({ certificate: 'No' }).where(eq(courses.id, l.courseId));
    await l.finish();
    expect(await l.mine()).toBeUndefined();
    expect((await l.issue()).json().errors).toEqual({ course_id: [c.notOffered] });
  });
});

describe('verifying a certificate', () => {
  it('shows valid, the name, the course and the date, and nothing else about the learner', async () => {
    const l = await enrolled({ title: 'Tajweed for Beginners' });
    await l.finish();
    const { code } = (await l.issue()).json().data;
    const res = await verify(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const { data } = CertificateVerificationResponseSchema.parse(res.json());
    expect(Object.keys(res.json().data).sort()).toEqual(['code', 'course', 'hours', 'issued_on', 'name', 'status', 'url']);
    expect(data).toMatchObject({ code, status: 'valid', name: 'Ayesha Siddiqui', course: 'Tajweed for Beginners', hours: 12 });
    expect(data.issued_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body).not.toContain(l.email);
  });

  it('says a code guessed at random is not found', async () => {
    for (const guess of [newCertificateCode(), newCertificateCode(), 'AAAAA-AAAAA-AAAAA-AAAAA', '1', '%27%20or%201%3D1']) {
      const res = await verify(guess);
      expect(res.statusCode, guess).toBe(404);
      expect(res.json()).toEqual({ message: c.notFound });
    }
  });

  it('is rate limited per address', async () => {
    const codes = Array.from({ length: 61 }, () => newCertificateCode());
    const answers = [];
    for (const code of codes) answers.push((await verify(code, '10.77.9.9')).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(answers[60]).toBe(429);
    // Another address is not held back.
    expect((await verify(codes[0]!, '10.77.9.10')).statusCode).toBe(404);
  });
});

describe('revoking a certificate', () => {
  it('staff revoke with a reason, audited; the page says revoked; nobody deletes one', async () => {
    const l = await enrolled();
    await l.finish();
    const { code } = (await l.issue()).json().data;
    const editor = await staffAs(t, 'editor', 'revoker@foundation.test', '10.61.0.7');
    const finance = await staffAs(t, 'finance', 'money@foundation.test', '10.61.0.8');
    const list = (await editor.get(`/api/admin/certificates?q=${code}`)).json();
    expect(list.data).toHaveLength(1);
    const id = list.data[0].id as number;

    expect((await finance.patch(`/api/admin/certificates/${id}`, { revoked_reason: 'x' })).statusCode).toBe(403);
    const blank = await editor.patch(`/api/admin/certificates/${id}`, { revoked_reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ revoked_reason: [c.revokeReasonRequired] });
    expect((await verify(code)).json().data.status).toBe('valid');

    const done = await editor.patch(`/api/admin/certificates/${id}`, { revoked_reason: 'Issued on a borrowed account.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'Revoked', revoked_reason: 'Issued on a borrowed account.' });

    const public_ = await verify(code);
    expect(public_.json().data.status).toBe('revoked');
    // The reason is staff's, never the public's.
    expect(public_.body).not.toContain('borrowed');
    expect((await l.mine()).state).toBe('revoked');

    const [row] = await auditRowsOf(t, 'certificates', id);
    expect(row).toMatchObject({ action: 'update', staffId: editor.id, ip: '10.61.0.7' });
    expect((row!.after as { revoked_reason: string }).revoked_reason).toBe('Issued on a borrowed account.');

    const del = await editor.del(`/api/admin/certificates/${id}`);
    expect(del.statusCode).toBe(409);
    expect((await verify(code)).statusCode).toBe(200);
  });
});
