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
