import { test, expect, axeViolations } from './support/fixtures';
import { courseWithLessons, logInWithToken, registerByApi, registrationDialog } from './support/learners';

test("a wrong password shows the server's message inline, after Loading...", async ({ page, request }) => {
  const learner = await registerByApi(request);
  // Hold the answer back a moment so the busy state can be seen.
  await page.route('**/api/customer_login', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = registrationDialog(page);
  await expect(dialog.getByLabel('Email')).toBeFocused();
  // Focus stays in the dialog: tabbing past its last control comes back round inside it.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByLabel('Email').fill(learner.email);
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expect(dialog.getByRole('alert')).toHaveText('These credentials do not match our records.');
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the phone rules of the registration form give the spec's messages, and letters cannot be typed", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = registrationDialog(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await dialog.getByRole('button', { name: 'Register Your Form' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a phone number.')).toBeVisible();

  const phone = dialog.getByLabel('Phone number');
  await phone.pressSequentially('+92abc300');
  await expect(phone).toHaveValue('+92300');
  await dialog.getByRole('button', { name: 'Register Your Form' }).click();
  await expect(dialog.getByText('Please enter a valid phone number with country code (e.g., +12345678901).')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please accept the terms and conditions to register.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a stale session is cleared and the login is offered when the server refuses it', async ({ page }) => {
  await logInWithToken(page, 'A'.repeat(43));
  await page.goto('/courseListing');
  await expect(registrationDialog(page)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a logged-in learner confirms an enrolment with their details and can then continue learning', async ({ page, request }) => {
  const course = await courseWithLessons(request, 1);
  const learner = await registerByApi(request);
  await logInWithToken(page, learner.token);
  await page.goto(`/courseDetail1/${course.id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your enrolment' });
  await expect(dialog.getByLabel('Address')).toBeFocused();
  await expect(dialog.getByLabel('Email')).toHaveValue(learner.email);
  await expect(dialog.getByLabel('Name')).toHaveValue(`${learner.firstName} ${learner.lastName}`);
  await dialog.getByRole('button', { name: 'Confirm enrolment' }).click();
  await expect(dialog.getByText('The address field is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Address').fill('House 12, Street 4, Gulberg, Lahore');
  await dialog.getByRole('button', { name: 'Confirm enrolment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You have been enrolled in the course successfully.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue learning' }).first()).toBeVisible();
});

test('learner pages send a visitor without a session home', async ({ page }) => {
  for (const path of ['/courseListing', '/lessons/1', '/myCourseDetail/1']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
});

test('My Courses of a new learner says no courses were found; the learner pages pass axe', async ({ page, request }) => {
  const learner = await registerByApi(request);
  await logInWithToken(page, learner.token);
  await page.goto('/courseListing');
  await expect(page.getByText('No courses found')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/myCourseDetail/999999');
  await expect(page.getByRole('heading', { name: 'This course is not in your list' })).toBeVisible();

  const course = await courseWithLessons(request, 1);
  const enrolled = await request.post('/api/enrollCourseWithUserDetail', {
    headers: { authorization: `Bearer ${learner.token}` },
    data: { course_id: course.id, name: 'Hina Siddiqui', email: learner.email, phone: learner.phone, address: 'Model Town, Lahore' },
  });
  expect(enrolled.ok()).toBe(true);
  await page.goto(`/myCourseDetail/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Lectures' }).click();
  await expect(page.getByRole('button', { name: `Play video: ${course.videos2[0]!.title}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/login');
  await expect(page.getByText('You are already logged in.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a learner logs in on the /login page, without header or footer, and lands in My Courses', async ({ page, request }) => {
  const learner = await registerByApi(request);
  await page.goto('/login');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL('/courseListing');
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
});

test('the sign-up form links its terms and conditions to the terms page, in a new tab, in the page\'s language', async ({ page, context }) => {
  for (const [home, login, register, link, heading] of [
    ['/', 'Login', 'Register', 'terms and conditions', 'Terms and conditions'],
    ['/ur', 'لاگ اِن', 'رجسٹر کیجیے', 'شرائط و ضوابط', 'شرائط و ضوابط'],
  ] as const) {
    await page.goto(home);
    await page.getByRole('banner').getByRole('button', { name: login }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: register, exact: true }).click();
    const terms = dialog.getByRole('link', { name: new RegExp(link) });
    await expect(terms).toHaveAttribute('target', '_blank');
    const [opened] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(home === '/' ? '/terms' : '/ur/terms');
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(opened.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(7);
    await opened.close();
    // The form in the first tab is still open, as the learner left it.
    await expect(dialog.getByRole('checkbox')).toBeVisible();
  }
});
