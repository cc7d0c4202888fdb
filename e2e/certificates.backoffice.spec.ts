import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, test, expect } from './support/fixtures';
import { field, openSection, pngImage, signInToBackOffice, toast, unique, visitor } from './support/backoffice';
import { logInWithToken, registerByApi } from './support/learners';
import { staffEnv } from './support/staff';

/** The words of a downloaded PDF, as pdftotext reads them. */
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** A published two-lesson course that offers a certificate, made through the back office's API. */
async function twoLessonCourse(request: APIRequestContext, title: string) {
  const login = await request.post('/api/admin/login', { data: { email: staffEnv.ADMIN_EMAIL, password: staffEnv.ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const picture = pngImage('course.png', 1280, 720);
  const media = await request.post('/api/admin/media', { headers, multipart: { file: { name: picture.name, mimeType: picture.mimeType, buffer: picture.buffer } } });
  expect(media.status(), await media.text()).toBe(201);
  const type = await request.post('/api/admin/course-types', { headers, data: { title: unique('Digital Skills') } });
  const lesson = (n: number) => ({ title: `Lesson ${n}`, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '10:00', description: '' });
  const course = await request.post('/api/admin/courses', {
    headers,
    data: {
      title,
      image: ((await media.json()) as { data: { url: string } }).data.url,
      type_id: ((await type.json()) as { data: { id: number } }).data.id,
      description: '<p>Spreadsheets for a small shop.</p>',
      duration_hours: 6,
      class_duration: '45 minutes',
      level: 'Beginner',
      language: 'Urdu',
      certificate: 'Yes',
      published: true,
      lessons: [lesson(1), lesson(2)],
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  return ((await course.json()) as { data: { id: number } }).data.id;
}

/** Follows both lessons to the last Completed, as the lessons page offers them. */
async function completeLessons(page: Page, courseId: number, urdu = false) {
  await page.goto(`${urdu ? '/ur' : ''}/lessons/${courseId}`);
  await page.getByRole('button', { name: urdu ? /مکمل کیجیے اور آگے بڑھیے/ : 'Complete and Continue' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/updateCourseViewIndex'));
  await page.getByRole('button', { name: urdu ? /^مکمل$/ : 'Completed', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

test('a learner passes the quiz at the second try, downloads the certificate, anyone can check it, and staff revoke it', async ({ page, browser, baseURL, request, consoleErrors }, testInfo) => {
  test.slow();
  const title = unique('Spreadsheets for small shops');
  const courseId = await twoLessonCourse(request, title);

  // Staff write the course's quiz in the back office: two questions, both needed, no wait in this story.
  await signInToBackOffice(page);
  await openSection(page, 'Course quizzes');
  await page.getByRole('link', { name: 'New course quiz' }).click();
  await field(page, 'Course').selectOption({ label: title });
  await field(page, 'Pass mark').fill('2');
  await field(page, 'Wait before a retry (minutes)').fill('0');
  const rows = page.getByRole('group', { name: 'Questions' }).getByRole('listitem');
  const questions = [
    { question: 'Which function adds up a column?', choices: 'AVERAGE\nSUM\nCOUNT', answer: '2' },
    { question: 'Where does a formula start?', choices: 'With =\nWith #', answer: '1' },
  ];
  for (const [i, q] of questions.entries()) {
    await page.getByRole('button', { name: 'Add question' }).click();
    await rows.nth(i).getByLabel(/^Question/).fill(q.question);
    await rows.nth(i).getByLabel(/^Choices/).fill(q.choices);
    await rows.nth(i).getByLabel(/^Right choice/).fill(q.answer);
  }
  await page.getByRole('button', { name: 'Create course quiz' }).click();
  await expect(toast(page, 'Course quiz created.')).toBeVisible();

  // The learner follows both lessons.
  const learner = await registerByApi(request);
  const learning = await visitor(browser, baseURL!);
  const me = learning.page;
  await logInWithToken(me, learner.token);
  await request.post('/api/enrollCourseWithUserDetail', {
    headers: { authorization: `Bearer ${learner.token}` },
    data: { course_id: courseId, name: 'Hina Siddiqui', email: learner.email, phone: learner.phone, address: 'Model Town, Lahore' },
  });
  await me.goto('/courseListing');
  const card = me.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('region', { name: 'Certificate' })).toContainText('Complete every lesson to earn your certificate.');
  await completeLessons(me, courseId);

  // My courses sends them to the quiz; the quiz page never had the right answers to give away.
  await me.goto('/courseListing');
  const quizShown = me.waitForResponse((r) => r.url().endsWith(`/api/courseQuiz/${courseId}`) && r.request().method() === 'GET');
  await card.getByRole('link', { name: 'Take the quiz' }).click();
  expect(await (await quizShown).text()).not.toMatch(/answer/i);
  const answer = async (first: string, second: string) => {
    await me.getByRole('group', { name: 'Question 1' }).getByLabel(first).check();
    await me.getByRole('group', { name: 'Question 2' }).getByLabel(second).check();
    await me.getByRole('button', { name: 'Submit my answers' }).click();
  };
  await expect(me.getByRole('group', { name: 'Question 2' })).toBeVisible();
  expect(await axeViolations(me)).toEqual([]);
  await answer('AVERAGE', 'With =');
  await expect(me.getByRole('status')).toContainText('You got 1 of 2 right; 2 are needed to pass.');
  await answer('SUM', 'With =');
  await expect(me.getByRole('status')).toContainText('You passed with 2 of 2 right.');

  // Confirms the name once, and downloads the certificate.
  await me.getByRole('link', { name: 'Go to My courses' }).click();
  await card.getByLabel(/^Name on the certificate/).fill('Hina Batool Siddiqui');
  await card.getByRole('button', { name: 'Get my certificate' }).click();
  await expect(card).toContainText('Your certificate is ready.');
  expect(await axeViolations(me)).toEqual([]);
  const downloading = me.waitForEvent('download');
  await card.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  const download = await downloading;
  const pdfPath = testInfo.outputPath('certificate.pdf');
  await download.saveAs(pdfPath);
  const text = pdfText(pdfPath);
  const code = /\b([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\b/.exec(text)?.[1];
  expect(code).toBeTruthy();
  expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
  expect(text).toContain('Hina Batool Siddiqui');
  expect(text).toContain(title);
  expect(text).toContain(`/certificates/${code}`);
  await expect(card.getByRole('link', { name: 'Its verification page' })).toHaveAttribute('href', `/certificates/${code}`);
  await learning.close();

  // Anyone, signed out, opens the QR code's address: valid, the name, the course, nothing more.
  const stranger = await visitor(browser, baseURL!);
  const check = stranger.page;
  await check.goto(`/certificates/${code}`);
  await expect(check.getByRole('heading', { level: 1 })).toHaveText('Valid certificate');
  await expect(check.getByRole('definition')).toContainText(['Hina Batool Siddiqui', title]);
  await expect(check.getByText(learner.email)).toHaveCount(0);
  expect(await axeViolations(check)).toEqual([]);
  await expect(check.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*certificates%2F/);
  await expect(check.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', new RegExp(`^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=.*${code}`));
  // Its own link preview, in the HTML the server sent: a chat app reads it without running a script.
  await expect(check.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`^Certificate: ${title}`));
  await expect(check.locator('meta[property="og:description"]')).toHaveAttribute('content', new RegExp(`^Hina Batool Siddiqui completed ${title} on `));
  await expect(check.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);

  // Staff revoke it with a reason; the same address now says so.
  await openSection(page, 'Certificates');
  await page.getByRole('row').filter({ hasText: code! }).getByRole('link').first().click();
  await field(page, 'Reason for revoking').fill('Issued on a borrowed account.');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await check.reload();
  await expect(check.getByRole('heading', { level: 1 })).toHaveText('Revoked certificate');
  await expect(check.getByText('borrowed')).toHaveCount(0);
  await expect(check.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);

  // A code nobody holds says so, with a 404.
  const unknown = await check.goto('/certificates/AAAAA-BBBBB-CCCCC-DDDDD');
  expect(unknown?.status()).toBe(404);
  await expect(check.getByRole('heading', { level: 1 })).toHaveText('We could not find that certificate');
  expect(stranger.errors).toEqual([]);
  await stranger.close();
  expect(consoleErrors).toEqual([]);
});

test('in Urdu: the certificate, its PDF and its check read in Urdu', async ({ browser, baseURL, request }, testInfo) => {
  test.slow();
  const title = unique('Spreadsheets in Urdu');
  const courseId = await twoLessonCourse(request, title);
  const learner = await registerByApi(request);
  const headers = { authorization: `Bearer ${learner.token}` };
  await request.post('/api/enrollCourseWithUserDetail', { headers, data: { course_id: courseId, name: 'عائشہ صدیقی', email: learner.email, phone: learner.phone, address: 'لاہور' } });
  const learning = await visitor(browser, baseURL!);
  const me = learning.page;
  await logInWithToken(me, learner.token);
  await completeLessons(me, courseId, true);

  await me.goto('/ur/courseListing');
  const card = me.getByRole('article').filter({ hasText: title });
  await expect(card.getByLabel(/^سرٹیفکیٹ پر نام/)).toHaveValue('عائشہ صدیقی');
  await card.getByRole('button', { name: 'میرا سرٹیفکیٹ بنائیں' }).click();
  await expect(card).toContainText('آپ کا سرٹیفکیٹ تیار ہے۔');
  const downloading = me.waitForEvent('download');
  await card.getByRole('button', { name: 'سرٹیفکیٹ ڈاؤن لوڈ کریں (PDF)' }).click();
  const pdfPath = testInfo.outputPath('certificate-ur.pdf');
  await (await downloading).saveAs(pdfPath);
  const text = pdfText(pdfPath);
  const code = /\b([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\b/.exec(text)?.[1];
  expect(text).toContain(`/ur/certificates/${code}`);
  expect(text).toContain(title);
  // pdftotext gives an Urdu line's words in the order they are drawn; each word is whole.
  for (const word of ['عائشہ', 'صدیقی', 'سرٹیفکیٹ']) expect(text).toContain(word);
  await learning.close();

  const stranger = await visitor(browser, baseURL!);
  await stranger.page.goto(`/ur/certificates/${code}`);
  await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText('درست سرٹیفکیٹ');
  await expect(stranger.page.getByRole('definition').first()).toHaveText('عائشہ صدیقی');
  await expect(stranger.page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(stranger.errors).toEqual([]);
  await stranger.close();
});
