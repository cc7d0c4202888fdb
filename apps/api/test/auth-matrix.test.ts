import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';

/**
 * Every bearer endpoint, called by nobody, by learner A and by learner B. A sees only A's
 * enrolments, progress and profile; nothing B owns is visible to or changeable by A.
 */
let t: TestContext;
let a: { token: string; email: string };
let b: { token: string; email: string };
let courseA: number;
let courseB: number;

beforeAll(async () => {
  t = await createTestApp();
  courseA = await insertCourse(t.database.db, { lessons: 4, title: 'Course of A' });
  courseB = await insertCourse(t.database.db, { lessons: 4, title: 'Course of B' });
  a = await registerLearner(t, { course_id: courseA, name: 'Amina' });
  b = await registerLearner(t, { course_id: courseB, name: 'Bilal' });
  await t.app.inject({ method: 'POST', url: '/api/updateCourseViewIndex', headers: bearer(b.token), payload: { course_id: courseB, view_index: 3 } });
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const endpoints = (): Call[] => [
  { method: 'GET', url: '/api/getMyCourses' },
  { method: 'GET', url: `/api/myCourseDetail/${courseA}` },
  { method: 'POST', url: '/api/enrollCourseWithUserDetail', payload: enrolment(courseA) },
  { method: 'POST', url: '/api/updateCourseViewIndex', payload: { course_id: courseA, view_index: 1 } },
  { method: 'GET', url: '/api/customer_profile' },
  { method: 'POST', url: '/api/customer_logout' },
];

const call = (c: Call, headers: Record<string, string> = {}) => t.app.inject({ ...c, headers });

describe('authorization matrix', () => {
  it('turns away anonymous callers from every bearer endpoint, before reading the body', async () => {
    for (const c of endpoints()) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const res = await call({ ...c, payload: c.payload && {} }, headers);
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(401);
        expect(res.json()).toEqual({ error: 'Please log in to continue.' });
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    }
  });

  it("lists only the caller's own courses", async () => {
    const mineA = (await call(endpoints()[0]!, bearer(a.token))).json().data;
    const mineB = (await call(endpoints()[0]!, bearer(b.token))).json().data;
    expect(mineA.map((e: { course: { id: number } }) => e.course.id)).toEqual([courseA]);
    expect(mineB.map((e: { course: { id: number } }) => e.course.id)).toEqual([courseB]);
    expect(JSON.stringify(mineA)).not.toContain('Course of B');
  });

  it("hides B's course detail and progress from A", async () => {
    expect((await call({ method: 'GET', url: `/api/myCourseDetail/${courseB}` }, bearer(a.token))).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/myCourseDetail/${courseA}` }, bearer(a.token))).json().view_index).toBe(0);
    expect((await call({ method: 'GET', url: `/api/myCourseDetail/${courseB}` }, bearer(b.token))).json().view_index).toBe(3);
  });

  it("does not let A move B's progress", async () => {
    const res = await call({ method: 'POST', url: '/api/updateCourseViewIndex', payload: { course_id: courseB, view_index: 0 } }, bearer(a.token));
    expect(res.statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/myCourseDetail/${courseB}` }, bearer(b.token))).json().view_index).toBe(3);
  });

  it('shows each learner only their own profile', async () => {
    const profileA = (await call({ method: 'GET', url: '/api/customer_profile' }, bearer(a.token))).json().data;
    expect(profileA).toMatchObject({ first_name: 'Amina', email: a.email });
    expect(JSON.stringify(profileA)).not.toContain(b.email);
  });

  it("enrols A, not B, when A enrols; B's list is unchanged", async () => {
    const res = await call({ method: 'POST', url: '/api/enrollCourseWithUserDetail', payload: enrolment(courseB) }, bearer(a.token));
    expect(res.statusCode).toBe(200);
    const mineB = (await call(endpoints()[0]!, bearer(b.token))).json().data;
    expect(mineB.map((e: { course: { id: number } }) => e.course.id)).toEqual([courseB]);
    expect((await call({ method: 'GET', url: `/api/myCourseDetail/${courseB}` }, bearer(a.token))).json().view_index).toBe(0);
  });

  it("logging A out leaves B's session alone", async () => {
    expect((await call({ method: 'POST', url: '/api/customer_logout' }, bearer(a.token))).statusCode).toBe(200);
    for (const c of endpoints()) {
      expect((await call(c, bearer(a.token))).statusCode, `${c.method} ${c.url}`).toBe(401);
    }
    expect((await call(endpoints()[0]!, bearer(b.token))).statusCode).toBe(200);
  });

  it('documents every bearer endpoint as needing the token', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const { paths } = res.json() as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const c of endpoints()) {
      const path = c.url.replace(/\/\d+$/, '/{id}');
      expect(paths[path]?.[c.method.toLowerCase()]?.security, path).toEqual([{ bearerAuth: [] }]);
    }
  });
});
