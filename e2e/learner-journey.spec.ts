import { test, expect, axeViolations, waitsForHydration } from './support/fixtures';
import { courseWithLessons, logInThroughModal, newLearner, registrationDialog } from './support/learners';

test('a visitor registers from a course page, learns two lessons, and resumes at the third on another browser', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // two browser profiles, five axe runs and two password hashes
  const course = await courseWithLessons(request, 3);
  const learner = newLearner();

  await page.goto(`/courseDetail1/${course.id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).first().click();
  const dialog = registrationDialog(page);
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Register' }).click();
  await dialog.getByLabel('First name').fill(learner.firstName);
  await dialog.getByLabel('Last name').fill(learner.lastName);
  await dialog.getByLabel('Phone number').fill(learner.phone);
  await dialog.getByLabel('Email').fill(learner.email);
  await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
  await dialog.getByLabel('Confirm password').fill(learner.password);
  await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Register Your Form' }).click();

  await expect(dialog.getByText('Thanks For Your Submission')).toBeVisible();
  await dialog.getByRole('link', { name: 'Go To Courses' }).click();
  await expect(page).toHaveURL('/courseListing');
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: course.title });
  const total = course.videos2.length; // at least three
  await expect(card.getByText(`0 of ${total} lessons completed`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'View Course' }).click();
  await expect(page).toHaveURL(`/lessons/${course.id}`);
  const lessons = page.getByRole('navigation', { name: 'Lessons' });
  await expect(lessons.getByRole('button', { name: course.videos2[0]!.title })).toHaveAttribute('aria-current', 'step');
  expect(await axeViolations(page)).toEqual([]);
  // The player loads only when asked: a poster first, the embed after a press.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: `Play video: ${course.videos2[0]!.title}` }).click();
  await expect(page.locator(`iframe[title="${course.videos2[0]!.title}"]`)).toBeVisible();

  for (const next of [1, 2]) {
    await page.getByRole('button', { name: 'Complete and Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: course.videos2[next]!.title })).toBeFocused();
    await expect(page.getByText('Progress saved')).toBeVisible();
  }
  await expect(lessons.getByRole('button', { name: course.videos2[2]!.title })).toHaveAttribute('aria-current', 'step');

  await page.getByRole('button', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  // A fresh browser profile: nothing in local storage, so the resume point must come from the server.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await other.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const elsewhere = waitsForHydration(await other.newPage());
  await elsewhere.goto('/');
  await logInThroughModal(elsewhere, learner.email, learner.password);
  await elsewhere.getByRole('button', { name: 'Dashboard' }).click();
  await elsewhere.getByRole('link', { name: 'My Courses' }).click();
  const again = elsewhere.getByRole('article').filter({ hasText: course.title });
  await expect(again.getByText(`2 of ${total} lessons completed`)).toBeVisible();
  await expect(again.getByText(`${Math.round((2 / total) * 100)}%`)).toBeVisible();
  await again.getByRole('link', { name: 'View Course' }).click();
  await expect(elsewhere.getByRole('heading', { level: 2, name: course.videos2[2]!.title })).toBeVisible();
  await expect(
    elsewhere.getByRole('navigation', { name: 'Lessons' }).getByRole('button', { name: course.videos2[2]!.title }),
  ).toHaveAttribute('aria-current', 'step');
  await other.close();
});
