import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyCourseDetailResponseSchema } from '@foundation/contract/enrolments';
import { learnerMessages as m } from '@foundation/contract/learners';
import { createTestApp, missingIds, type TestContext } from './helpers.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerLearner(t));
});
afterAll(() => t.close());

const enrol = (payload: object, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/enrollCourseWithUserDetail', headers: bearer(auth), payload });
const progress = (payload: object, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/updateCourseViewIndex', headers: bearer(auth), payload });
const enrolledCount = async (id: number) => (await t.app.inject(`/api/getSpecificCourse/${id}`)).json().course.enrolled as number;

describe('enrolment with details', () => {
  it('requires every field, each with its own message, and changes nothing', async () => {
    const id = await insertCourse(t.database.db);
    const res = await enrol({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      course_id: ['The course id field is required.'],
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      address: ['The address field is required.'],
      phone: ['The phone field is required.'],
    });
    const blank = await enrol(enrolment(id, { name: '  ', address: '', phone: '', email: 'nope' }));
    expect(blank.json().errors).toEqual({
      name: ['The name field is required.'],
      address: ['The address field is required.'],
      phone: [m.phoneEmpty],
      email: [m.enrolEmailInvalid],
    });
    expect(await enrolledCount(id)).toBe(0);
  });

  it('enrols once, counts once, and answers a second enrolment kindly', async () => {
    const id = await insertCourse(t.database.db);
    const first = await enrol(enrolment(id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: m.enrolled });
    const again = await enrol(enrolment(id, { address: '7 Mall Road, Lahore' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: m.alreadyEnrolled });
    expect(await enrolledCount(id)).toBe(1);
    const mine = (await t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) })).json().data;
    expect(mine.filter((e: { course: { id: number } }) => e.course.id === id)).toHaveLength(1);
  });

  it('counts once when the same enrolment arrives twice at the same moment', async () => {
    const id = await insertCourse(t.database.db);
    const { token: racer } = await registerLearner(t);
    const results = await Promise.all([enrol(enrolment(id), racer), enrol(enrolment(id), racer), enrol(enrolment(id), racer)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await enrolledCount(id)).toBe(1);
  });

  it('refuses a course that does not exist or is not published', async () => {
    const hidden = await insertCourse(t.database.db, { published: false });
    for (const course_id of [hidden, 999_999]) {
      const res = await enrol(enrolment(course_id));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ course_id: [m.courseUnavailable] });
    }
  });
});

describe('my courses and lessons', () => {
  it('lists enrolments with their course, newest first', async () => {
    const { token: mine } = await registerLearner(t);
    const first = await insertCourse(t.database.db);
    const second = await insertCourse(t.database.db);
    await enrol(enrolment(first), mine);
    await enrol(enrolment(second), mine);
    const res = await t.app.inject({ url: '/api/getMyCourses', headers: bearer(mine) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((e: { course: { id: number } }) => e.course.id)).toEqual([second, first]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      view_index: 0,
      course: expect.objectContaining({ id: second, title: expect.any(String), type: expect.any(Object), total_lectures: 3 }),
    });
  });

  it('gives an enrolled learner the lessons with their videos, and a 404 otherwise', async () => {
    const id = await insertCourse(t.database.db, { lessons: 4 });
    expect((await t.app.inject({ url: `/api/myCourseDetail/${id}`, headers: bearer(token) })).statusCode).toBe(404);
    await enrol(enrolment(id));
    const res = await t.app.inject({ url: `/api/myCourseDetail/${id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = MyCourseDetailResponseSchema.parse(res.json());
    expect(body.view_index).toBe(0);
    expect(body.course.videos2).toHaveLength(4);
    expect(body.course.videos2[1]).toEqual({
      id: expect.any(Number),
      title: 'Lesson 2',
      duration: '12:00',
      video_url: `https://www.youtube.com/watch?v=vid${id}x1`,
      description: 'What lesson 2 covers.',
      youtube_details: { video: { snippet: { title: 'Lesson 2' } } },
    });
    expect(body.course.videos).toHaveLength(4);
    for (const bad of missingIds) {
      expect((await t.app.inject({ url: `/api/myCourseDetail/${bad}`, headers: bearer(token) })).statusCode).toBe(404);
    }
  });

  it('saves progress, resumes from it, and keeps the furthest lesson reached', async () => {
    const id = await insertCourse(t.database.db, { lessons: 4 });
    await enrol(enrolment(id));
    const saved = await progress({ course_id: id, view_index: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: m.progressSaved, view_index: 2 });
    expect((await progress({ course_id: id, view_index: 1 })).json().view_index).toBe(2);
    const detail = await t.app.inject({ url: `/api/myCourseDetail/${id}`, headers: bearer(token) });
    expect(detail.json().view_index).toBe(2);
    const list = (await t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) })).json().data;
    expect(list.find((e: { course: { id: number } }) => e.course.id === id).view_index).toBe(2);
  });

  it('marks a course finished with the number of lessons (Completed on the last), and keeps it finished', async () => {
    const id = await insertCourse(t.database.db, { lessons: 2 });
    await enrol(enrolment(id));
    expect((await progress({ course_id: id, view_index: 1 })).json().view_index).toBe(1);
    const finished = await progress({ course_id: id, view_index: 2 });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({ message: m.progressSaved, view_index: 2 });
    // Opening an earlier lesson again does not undo it.
    expect((await progress({ course_id: id, view_index: 0 })).json().view_index).toBe(2);
    const detail = MyCourseDetailResponseSchema.parse((await t.app.inject({ url: `/api/myCourseDetail/${id}`, headers: bearer(token) })).json());
    expect(detail.view_index).toBe(2);
    expect(detail.view_index).toBe(detail.course.videos2.length);
    const list = (await t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) })).json().data;
    expect(list.find((e: { course: { id: number } }) => e.course.id === id)).toMatchObject({ view_index: 2, course: { total_lectures: 2 } });
  });

  it('bounds progress by the number of lessons', async () => {
    const id = await insertCourse(t.database.db, { lessons: 3 });
    await enrol(enrolment(id));
    for (const view_index of [4, 50]) {
      const res = await progress({ course_id: id, view_index });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ view_index: ['The view index must be between 0 and 3 (3 once the course is finished).'] });
    }
    for (const view_index of [-1, 1.5, 'two']) {
      const res = await progress({ course_id: id, view_index });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.view_index).toEqual([m.viewIndexInvalid]);
    }
    expect((await progress({ course_id: id })).json().errors.view_index).toEqual(['The view index field is required.']);
    expect((await progress({ course_id: id, view_index: 3 })).statusCode).toBe(200);
  });

  it('takes no progress in a course without lessons', async () => {
    const id = await insertCourse(t.database.db, { lessons: 0 });
    await enrol(enrolment(id));
    const res = await progress({ course_id: id, view_index: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ view_index: ['This course has no lessons yet.'] });
    expect((await t.app.inject({ url: `/api/myCourseDetail/${id}`, headers: bearer(token) })).json().view_index).toBe(0);
  });

  it('answers 404 for progress in a course the learner has not joined', async () => {
    const id = await insertCourse(t.database.db);
    const res = await progress({ course_id: id, view_index: 0 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});
