import { test, expect } from './support/fixtures';
import { newLearner, registrationDialog } from './support/learners';
import { field, openSection, pngImage, setSwitch, signInToBackOffice, toast, unique, uploadThroughPicker, visitor, writeRichText } from './support/backoffice';

test('staff add a course with two lessons and a learner follows them', async ({ page, browser, baseURL, consoleErrors }) => {
  test.slow(); // an image upload, two browsers, a registration's password hash
  const type = unique('Digital Skills');
  const title = unique('Spreadsheets for small shops');
  const lessons = [
    { title: 'Your first sheet', video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '18:25', description: 'Rows, columns and the cells where they meet.' },
    { title: 'Adding up the day’s sales', video: 'https://youtu.be/9bZkp7q19f0', duration: '22:10', description: 'SUM, and a total that keeps itself up to date.' },
  ];

  await signInToBackOffice(page);
  // The type the course card shows, first.
  await openSection(page, 'Course types');
  await page.getByRole('link', { name: 'New course type' }).click();
  await field(page, 'Title').fill(type);
  await page.getByRole('button', { name: 'Create course type' }).click();
  await expect(toast(page, 'Course type created.')).toBeVisible();

  await openSection(page, 'Courses');
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeFocused();
  await field(page, 'Title').fill(title);
  await field(page, 'Course type').selectOption({ label: type });
  await setSwitch(page, 'Published', true);
  await uploadThroughPicker(page, 'Image', pngImage('spreadsheets.png', 1280, 720, [20, 80, 50], [200, 230, 210]));
  await writeRichText(page, 'Description', { heading: 'What you will learn', before: 'Keep your shop’s accounts ', bold: 'in one sheet', after: ', from stock to sales.' });
  await field(page, 'Instructors').fill('Usman Tariq');
  await field(page, 'Duration in hours').fill('6');
  await field(page, 'Class duration').fill('45 minutes');
  await field(page, 'Level').fill('Beginner');
  await field(page, 'Language').fill('Urdu');
  await expect(field(page, 'Certificate')).toHaveValue('Yes');

  // Two lessons, each a row of its own, in the order learners will take them.
  const rows = page.getByRole('group', { name: 'Lessons' }).getByRole('listitem');
  for (const [i, lesson] of lessons.entries()) {
    await page.getByRole('button', { name: 'Add lesson' }).click();
    const row = rows.nth(i);
    await expect(row.getByLabel(/^Lesson(?! in Urdu)/)).toBeFocused();
    await page.keyboard.type(lesson.title);
    await row.getByLabel(/^Video/).fill(lesson.video);
    await row.getByLabel(/^Duration/).fill(lesson.duration);
    await row.getByLabel(/^Description(?! in Urdu)/).fill(lesson.description);
    await expect(row.getByRole('heading', { name: `Lesson ${i + 1}: ${lesson.title}` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(toast(page, 'Course created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', `/courseDetail1/${id}`);

  // A learner finds it on the education page and opens it.
  const learning = await visitor(browser, baseURL!);
  const learnerPage = learning.page;
  await learnerPage.goto('/education');
  const card = learnerPage.getByRole('region', { name: 'All courses' }).getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(type);
  await expect(card).toContainText('6 hours');
  await expect(card).toContainText('0 enrolled');
  await card.getByRole('link', { name: title }).click();
  await expect(learnerPage).toHaveURL(`/courseDetail1/${id}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(learnerPage.getByRole('region', { name: 'Curriculum' }).getByRole('listitem')).toHaveText([
    new RegExp(`${lessons[0]!.title}.*${lessons[0]!.duration}`),
    new RegExp(`${lessons[1]!.title}.*${lessons[1]!.duration}`),
  ]);
  await expect(learnerPage.getByRole('tabpanel')).toContainText('Keep your shop’s accounts in one sheet, from stock to sales.');

  // Registers from the course page, which enrols them.
  const learner = newLearner();
  await learnerPage.getByRole('button', { name: 'Enroll Now' }).first().click();
  const dialog = registrationDialog(learnerPage);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await dialog.getByLabel('First name').fill(learner.firstName);
  await dialog.getByLabel('Last name').fill(learner.lastName);
  await dialog.getByLabel('Phone number').fill(learner.phone);
  await dialog.getByLabel('Email').fill(learner.email);
  await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
  await dialog.getByLabel('Confirm password').fill(learner.password);
  await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Register Your Form' }).click();
  await expect(dialog.getByText('Thanks For Your Submission')).toBeVisible();
  await dialog.getByRole('link', { name: 'Go To Courses' }).click();
  await expect(learnerPage).toHaveURL('/courseListing');
  const mine = learnerPage.getByRole('article').filter({ hasText: title });
  await expect(mine.getByText('0 of 2 lessons completed')).toBeVisible();

  // Follows the two lessons in the order staff gave them.
  await mine.getByRole('link', { name: 'View Course' }).click();
  await expect(learnerPage).toHaveURL(`/lessons/${id}`);
  const sidebar = learnerPage.getByRole('navigation', { name: 'Lessons' });
  await expect(sidebar.getByRole('button', { name: lessons[0]!.title })).toHaveAttribute('aria-current', 'step');
  await expect(learnerPage.getByRole('heading', { level: 2, name: lessons[0]!.title })).toBeVisible();
  await expect(learnerPage.getByText(`Lesson 1 of 2 · ${lessons[0]!.duration}`)).toBeVisible();
  await expect(learnerPage.getByText(lessons[0]!.description)).toBeVisible();
  await learnerPage.getByRole('button', { name: `Play video: ${lessons[0]!.title}` }).click();
  await expect(learnerPage.locator(`iframe[title="${lessons[0]!.title}"]`)).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);

  await learnerPage.getByRole('button', { name: 'Complete and Continue' }).click();
  await expect(learnerPage.getByRole('heading', { level: 2, name: lessons[1]!.title })).toBeFocused();
  await expect(learnerPage.getByText('Progress saved')).toBeVisible();
  await expect(learnerPage.getByText(`Lesson 2 of 2 · ${lessons[1]!.duration}`)).toBeVisible();
  await expect(learnerPage.getByText(lessons[1]!.description)).toBeVisible();
  await expect(sidebar.getByRole('button', { name: lessons[1]!.title })).toHaveAttribute('aria-current', 'step');
  await expect(sidebar.getByRole('button', { name: lessons[0]!.title })).toContainText('(completed)');
  // Completed on the last lesson reports the end of the course: one past the last lesson.
  const reported = learnerPage.waitForResponse((r) => r.url().endsWith('/api/updateCourseViewIndex'));
  await learnerPage.getByRole('button', { name: 'Completed', exact: true }).click();
  const response = await reported;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ course_id: Number(id), view_index: 2 });
  await expect(learnerPage.getByText('Course completed')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: lessons[1]!.title })).toContainText('(completed)');

  // Back on My Courses, the course shows as completed, and it opens on its last lesson again.
  await learnerPage.goto('/courseListing');
  const again = learnerPage.getByRole('article').filter({ hasText: title });
  await expect(again.getByText('Completed', { exact: true })).toBeVisible();
  await expect(again.getByText('100%')).toBeVisible();
  await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await again.getByRole('link', { name: 'View Course' }).click();
  await expect(learnerPage.getByRole('heading', { level: 2, name: lessons[1]!.title })).toBeVisible();
  await expect(learnerPage.getByText('You have completed this course.')).toBeVisible();

  // And staff see their first learner.
  await openSection(page, 'Courses');
  await expect(page.getByRole('row').filter({ hasText: title }).getByRole('cell')).toContainText([type, '1', 'Published']);
  expect(learning.errors).toEqual([]);
  await learning.close();
  expect(consoleErrors).toEqual([]);
});
