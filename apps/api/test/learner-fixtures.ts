import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { courseTypes, courses, lessons } from '../src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';

let seq = 0;

/** A course with `lessons` numbered lessons; fixtures until the demo seed provides real ones. */
export async function insertCourse(db: Db, opts: { lessons?: number; published?: boolean; title?: string; createdAt?: Date; description?: string } = {}) {
  seq += 1;
  const [type] = await db.insert(courseTypes).values({ title: `Type ${seq}` }).returning({ id: courseTypes.id });
  const [course] = await db
    .insert(courses)
    .values({
      title: opts.title ?? `Course ${seq}`,
      image: `/uploads/courses/${seq}.jpg`,
      description: opts.description ?? '<p>Learn with patient teachers.</p>',
      eligibility: 'Open to everyone aged 12 and over.',
      typeId: type!.id,
      instructorNames: ['Maulana Ahmed'],
      durationHours: 12,
      classDuration: '45 minutes',
      level: 'Beginner',
      language: 'Urdu',
      certificate: 'Yes',
      published: opts.published ?? true,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: courses.id });
  const id = course!.id;
  const n = opts.lessons ?? 3;
  if (n > 0) {
    await db.insert(lessons).values(
      Array.from({ length: n }, (_, i) => ({
        courseId: id,
        position: i + 1,
        title: `Lesson ${i + 1}`,
        videoUrl: `https://www.youtube.com/watch?v=vid${id}x${i}`,
        duration: '12:00',
        description: `What lesson ${i + 1} covers.`,
      })),
    );
  }
  return id;
}

let people = 0;

/** A valid registration body; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    name: 'Ayesha',
    lastName: 'Khan',
    email: `learner${people}.${Date.now()}@example.org`,
    password: 'correct horse battery',
    c_password: 'correct horse battery',
    phoneNumber: '+923001234567',
    ...overrides,
  };
}

/** Registers a learner through the API and returns their token and e-mail. */
export async function registerLearner(t: TestContext, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/customer_register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { token: res.json().token as string, email: body.email, password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const enrolment = (courseId: number, overrides: Record<string, unknown> = {}) => ({
  course_id: courseId,
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  address: '12 Canal Road, Lahore',
  phone: '+923001234567',
  ...overrides,
});
