import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseResponseSchema, CoursesResponseSchema } from '@foundation/contract/courses';
import { createTestApp, expectNotFound, getOk, missingIds, type TestContext } from './helpers.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public course catalogue', () => {
  it('answers an empty catalogue with empty lists', async () => {
    for (const url of ['/api/getCourses', '/api/getLastestCourses']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ courses: [] });
    }
  });

  it('lists published courses newest first; latest gives the six newest', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await insertCourse(t.database.db, { createdAt: new Date(Date.UTC(2025, 0, i + 1)) }));
    const hidden = await insertCourse(t.database.db, { published: false, createdAt: new Date(Date.UTC(2026, 0, 1)) });

    const all = await getOk(t, '/api/getCourses', CoursesResponseSchema);
    expect(all.courses.map((c) => c.id)).toEqual([...ids].reverse());
    expect(all.courses.map((c) => c.id)).not.toContain(hidden);
    expect(all.courses[0]).toMatchObject({ total_lectures: 3, enrolled: 0, duration_hours: 12, level: 'Beginner', language: 'Urdu' });

    const latest = await getOk(t, '/api/getLastestCourses', CoursesResponseSchema);
    expect(latest.courses.map((c) => c.id)).toEqual([...ids].reverse().slice(0, 6));
  });

  it('shows a course with its curriculum but without lesson videos', async () => {
    const id = await insertCourse(t.database.db, { lessons: 2, description: '<p>Hello</p><script>alert(1)</script>' });
    const res = await t.app.inject(`/api/getSpecificCourse/${id}`);
    expect(res.statusCode).toBe(200);
    const { course } = CourseResponseSchema.parse(res.json());
    expect(course.videos2).toEqual([
      { id: expect.any(Number), title: 'Lesson 1', duration: '12:00' },
      { id: expect.any(Number), title: 'Lesson 2', duration: '12:00' },
    ]);
    expect(res.body).not.toContain('youtube.com');
    expect(res.body).not.toContain('video_url');
    expect(course.description).toBe('<p>Hello</p>');
    expect(course).toMatchObject({ total_course_duration: '12 hours', class_duration: '45 minutes', instructor_name_list: ['Maulana Ahmed'] });
  });

  it('gives a 404 for an unknown, unpublished or malformed course id', async () => {
    const hidden = await insertCourse(t.database.db, { published: false });
    await expectNotFound(t, '/api/getSpecificCourse/', [...missingIds, String(hidden)]);
  });

  it('counts real enrolments in the enrolled figure', async () => {
    const id = await insertCourse(t.database.db);
    for (let i = 0; i < 2; i++) {
      const { token } = await registerLearner(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/enrollCourseWithUserDetail', headers: bearer(token), payload: enrolment(id) });
      expect(res.statusCode).toBe(200);
    }
    const { course } = await getOk(t, `/api/getSpecificCourse/${id}`, CourseResponseSchema);
    expect(course.enrolled).toBe(2);
    const { courses } = await getOk(t, '/api/getCourses', CoursesResponseSchema);
    expect(courses.find((c) => c.id === id)?.enrolled).toBe(2);
  });
});
