import type { APIRequestContext, Page } from '@playwright/test';
import type { Course, CourseSummary } from '../../packages/contract/src/courses';
import { expect } from './fixtures';

/** A published demo course with at least `lessons` lessons, read from the public API. */
export async function courseWithLessons(request: APIRequestContext, lessons: number): Promise<Course> {
  const { courses } = (await (await request.get('/api/getCourses')).json()) as { courses: CourseSummary[] };
  const candidate = courses.find((c) => c.total_lectures >= lessons);
  if (!candidate) throw new Error(`the demo has no course with ${lessons} lessons`);
  return ((await (await request.get(`/api/getSpecificCourse/${candidate.id}`)).json()) as { course: Course }).course;
}

let n = 0;
/** A learner nobody has registered yet (unique per run and per worker). */
export function newLearner() {
  n += 1;
  return {
    firstName: 'Hina',
    lastName: 'Siddiqui',
    email: `hina.${Date.now()}.${process.pid}.${n}@example.org`,
    phone: '+923001234567',
    password: 'a long and patient password',
  };
}

/** Registers through the API, for tests about what happens after. */
export async function registerByApi(request: APIRequestContext, learner = newLearner()) {
  const res = await request.post('/api/customer_register', {
    data: { name: learner.firstName, lastName: learner.lastName, email: learner.email, password: learner.password, c_password: learner.password, phoneNumber: learner.phone },
  });
  expect(res.status()).toBe(201);
  return { ...learner, token: ((await res.json()) as { token: string }).token };
}

/** Starts a page as a logged-in learner, as the site stores a session (spec point 3). */
export async function logInWithToken(page: Page, token: string) {
  await page.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('tokenExpireDate', String(Date.now() + 24 * 3600 * 1000));
  }, token);
}

export const registrationDialog = (page: Page) => page.getByRole('dialog', { name: 'Course Registration Form' });

/** Logs in through the header's Login button and the modal. */
export async function logInThroughModal(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = registrationDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Login Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Enrols a registered learner in a course through the API and saves their progress at lesson `viewIndex`. */
export async function enrolWithProgress(request: APIRequestContext, learner: { token: string; email: string; phone: string }, course: Course, viewIndex: number) {
  const headers = { authorization: `Bearer ${learner.token}` };
  const enrolled = await request.post('/api/enrollCourseWithUserDetail', {
    headers,
    data: { course_id: course.id, name: 'Hina Siddiqui', email: learner.email, phone: learner.phone, address: 'Model Town, Lahore' },
  });
  expect(enrolled.ok()).toBe(true);
  const saved = await request.post('/api/updateCourseViewIndex', { headers, data: { course_id: course.id, view_index: viewIndex } });
  expect(saved.ok()).toBe(true);
}

/**
 * The reset page's link in a learner's reset mail (as mailTo reads it), as a path the test's browser
 * opens (the token rides in its fragment). An Urdu mail comes as its parts: its quoted-printable
 * HTML part is undone here.
 */
export function resetLinkIn(mail: string) {
  const parts = /Content-Transfer-Encoding: quoted-printable/i.test(mail);
  const decoded = parts ? mail.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8')) : mail;
  const url = /https?:\/\/[^\s"<]+?\/(?:ur\/)?resetPassword#token=[\w-]{43}/.exec(decoded)?.[0];
  expect(url, 'the mail carries a reset link').toBeTruthy();
  const { pathname, hash } = new URL(url!);
  return `${pathname}${hash}`;
}
