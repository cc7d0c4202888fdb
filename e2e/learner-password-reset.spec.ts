import { test, expect, axeViolations } from './support/fixtures';
import { courseWithLessons, enrolWithProgress, registerByApi, registrationDialog, resetLinkIn } from './support/learners';
import { mailTo } from './support/office';

const NEW_PASSWORD = 'a new password I will keep';

test('a learner who forgot their password resets it from the e-mail and finds their progress in My Courses', async ({ page, request }) => {
  test.slow(); // four axe runs and three password hashes
  const course = await courseWithLessons(request, 3);
  const learner = await registerByApi(request);
  await enrolWithProgress(request, learner, course, 2);
  const total = course.videos2.length;

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = registrationDialog(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Email').fill(learner.email);
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog.getByRole('status')).toHaveText("If an account uses this email address, we've emailed it a link to choose a new password. The link works once, for one hour.");

  const link = resetLinkIn(await mailTo(learner.email, 'Choose a new password for your courses', 'demo'));
  expect(link).toMatch(/^\/resetPassword#token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar (and so the history) at once; search engines are told to keep away.
  await expect(page).toHaveURL('/resetPassword');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed, and you are logged in.');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to My Courses' }).click();
  await expect(page).toHaveURL('/courseListing');
  const card = page.getByRole('article').filter({ hasText: course.title });
  await expect(card.getByText(`2 of ${total} lessons completed`)).toBeVisible();

  // The old password and the session it had opened elsewhere no longer work; the new one does.
  expect((await request.get('/api/getMyCourses', { headers: { authorization: `Bearer ${learner.token}` } })).status()).toBe(401);
  expect((await request.post('/api/customer_login', { data: { email: learner.email, password: learner.password } })).status()).toBe(401);
  expect((await request.post('/api/customer_login', { data: { email: learner.email, password: NEW_PASSWORD } })).status()).toBe(200);

  // The link has done its work: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another new password');
  await page.getByLabel('Confirm new password').fill('another new password');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByText('This password reset link has expired or has already been used. Ask for a new one from the login form.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('in Urdu: the link is asked for in Urdu, the mail leads to the Urdu page, which reads right to left', async ({ page, request }, testInfo) => {
  test.slow();
  const course = await courseWithLessons(request, 3);
  const learner = await registerByApi(request);
  await enrolWithProgress(request, learner, course, 1);

  await page.goto('/ur');
  await page.getByRole('banner').getByRole('button', { name: 'لاگ اِن' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' }).click();
  await dialog.getByLabel('ای میل').fill(learner.email);
  await dialog.getByRole('button', { name: 'مجھے لنک ای میل کیجیے' }).click();
  await expect(dialog.getByRole('status')).toContainText('اگر اس ای میل پتے سے کوئی اکاؤنٹ موجود ہے');

  const link = resetLinkIn(await mailTo(learner.email, '', 'demo'));
  expect(link).toMatch(/^\/ur\/resetPassword#token=/);
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1, name: 'نیا پاس ورڈ منتخب کیجیے' })).toBeVisible();
  await expect(page.getByLabel('نیا پاس ورڈ')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reset-password-ur.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('نیا پاس ورڈ').fill(NEW_PASSWORD);
  await page.getByLabel('نئے پاس ورڈ کی تصدیق').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'محفوظ کر کے لاگ اِن کیجیے' }).click();
  await expect(page.getByRole('status')).toContainText('آپ کا پاس ورڈ بدل دیا گیا ہے');
  await page.getByRole('link', { name: 'میرے کورسز پر جائیے' }).click();
  await expect(page).toHaveURL('/ur/courseListing');
  await expect(page.getByRole('article').filter({ hasText: course.title })).toBeVisible();
});
