import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './support/fixtures';
import { receipts } from './support/donations';
import { courseWithLessons, newLearner } from './support/learners';

/**
 * The site as Urdu readers meet it. The words expected are read from the Urdu catalogues, so a page
 * that still shows English (or a key's English fallback) fails, whatever the translation says.
 */
const catalogues = join(import.meta.dirname, '..', 'apps', 'web', 'messages');
const urdu: Record<string, string> = Object.assign({}, ...readdirSync(catalogues).map((area) => JSON.parse(readFileSync(join(catalogues, area, 'ur.json'), 'utf8'))));
const ur = (key: string, params: Record<string, string | number> = {}) => {
  const text = urdu[key];
  if (text === undefined) throw new Error(`no Urdu message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
};

/** The main pages an Urdu reader opens. */
const mainPages = ['/ur', '/ur/education', '/ur/publishing', '/ur/blogs', '/ur/donate', '/ur/welfare', '/ur/scouts', '/ur/foundation', '/ur/spirit', '/ur/contact', '/ur/gallery', '/ur/video&lecture', '/ur/live', '/ur/ai', '/ur/donation', '/ur/track-donation'];

const direction = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, css: getComputedStyle(document.body).direction }));

test('a visitor switches to Urdu from the home page: the page reads right to left, in Urdu, and the choice is kept', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'اردو' }).first().click();
  await expect(page).toHaveURL(/\/ur$/);
  expect(await direction(page)).toEqual({ lang: 'ur', dir: 'rtl', css: 'rtl' });
  // The heading is Urdu, written in the Nastaliq face, and the logo sits at the right, where an Urdu reader starts.
  await expect(page.locator('main h1').first()).toHaveText(/[\u0600-\u06FF]/);
  expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'اردو')))).toBe(true);
  const logo = await page.getByRole('navigation', { name: ur('site_nav_main') }).getByRole('link').first().boundingBox();
  expect(logo!.x).toBeGreaterThan((page.viewportSize()!.width * 2) / 3);

  // A link inside the Urdu site stays in Urdu.
  await page.getByRole('navigation', { name: ur('site_nav_main') }).getByRole('link', { name: ur('site_nav_education') }).first().click();
  await expect(page).toHaveURL(/\/ur\/education$/);
  await expect(page.locator('main h1').first()).toHaveText(/[\u0600-\u06FF]/);

  // An English address (a link shared on WhatsApp) now opens in Urdu for this reader.
  await page.goto('/donate');
  await expect(page).toHaveURL(/\/ur\/donate$/);
  await expect(page.getByRole('heading', { level: 1, name: ur('manual_donate_title') })).toBeVisible();

  // And back: English, left to right, remembered too.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/donate$/);
  expect(await direction(page)).toEqual({ lang: 'en', dir: 'ltr', css: 'ltr' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your portion, their tomorrow' })).toBeVisible();
  await page.goto('/education');
  await expect(page).toHaveURL(/\/education$/);
});

test('a donor gives by JazzCash on /ur/donation and is told what is missing in Urdu, one thing at a time', async ({ page }) => {
  await page.goto('/ur/donation?type=DONATION&id=0');
  await expect(page.getByRole('heading', { level: 1, name: ur('manual_hero_donation_title') })).toBeVisible();
  const submit = page.getByRole('button', { name: ur('manual_form_gift_submit') });
  const amount = page.getByLabel(ur('manual_form_gift_amount'));
  const phone = page.getByLabel(ur('manual_form_phone'));

  await submit.click();
  await expect(page.getByText(ur('site_v_amount_invalid'))).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill('1500');
  await submit.click();
  await expect(page.getByText(ur('site_v_manual_phone_required'))).toBeVisible();
  await phone.fill('03001234567');
  await submit.click();
  await expect(page.getByText(/^براہِ کرم درست فون نمبر/)).toBeVisible();
  await phone.fill('+923001234567');
  // Numbers are typed and kept left to right inside the Urdu form.
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await submit.click();
  await expect(page.getByText(ur('site_v_receipt_required'))).toBeVisible();
  await page.getByLabel(ur('manual_form_gift_receipt')).setInputFiles(receipts.disguised);
  await submit.click();
  await expect(page.getByText(ur('site_v_wizard_first_name_required'))).toBeVisible();
  await page.getByLabel(ur('manual_donor_first_name')).fill('عائشہ');

  // The server's refusal of a file that only pretends to be an image, in Urdu, and nothing typed is lost.
  await submit.click();
  await expect(page.getByRole('alert')).toContainText(ur('site_v_receipt_type'));
  await expect(amount).toHaveValue('1500');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel(ur('manual_form_gift_receipt')).setInputFiles(receipts.png);
  await submit.click();
  await expect(page).toHaveURL(/\/ur\/donation\/confirmation\?reference=FD-/);
  await expect(page.getByRole('heading', { level: 1, name: ur('manual_confirm_title_gift') })).toBeVisible();
  // The server's thanks, with the gift's reference, is said in Urdu too.
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByText(ur('site_v_manual_submitted', { reference }))).toBeVisible();
  expect(await direction(page)).toEqual({ lang: 'ur', dir: 'rtl', css: 'rtl' });
});

test('a learner registers from a course page and follows a lesson, in Urdu', async ({ page, request }) => {
  test.slow(); // a password hash and three pages
  const course = await courseWithLessons(request, 2);
  const learner = newLearner();
  await page.goto(`/ur/courseDetail1/${course.id}`);
  // The course has no Urdu text yet: its English reads left to right, full stops at the end.
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toHaveCSS('direction', 'ltr');
  await page.getByRole('button', { name: ur('learn_enroll_now') }).first().click();
  const dialog = page.getByRole('dialog', { name: ur('learn_auth_title') });
  await dialog.getByRole('button', { name: ur('learn_register') }).click();
  await dialog.getByLabel(ur('learn_field_first_name')).fill(learner.firstName);
  await dialog.getByLabel(ur('learn_field_last_name')).fill(learner.lastName);
  await dialog.getByLabel(ur('learn_field_phone_number')).fill(learner.phone);
  await dialog.getByLabel(ur('learn_field_email')).fill(learner.email);
  await dialog.getByLabel(ur('learn_field_password'), { exact: true }).fill(learner.password);
  await dialog.getByLabel(ur('learn_field_confirm_password')).fill(learner.password);
  await dialog.getByRole('checkbox').check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: ur('learn_register_submit') }).click();
  await expect(dialog.getByText(ur('site_v_registered'))).toBeVisible();

  await dialog.getByRole('link', { name: ur('learn_go_to_courses') }).click();
  await expect(page).toHaveURL(/\/ur\/courseListing$/);
  await expect(page.getByRole('heading', { level: 1, name: ur('learn_my_courses') })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: course.title });
  await card.getByRole('link', { name: ur('learn_view_course') }).click();
  await expect(page).toHaveURL(new RegExp(`/ur/lessons/${course.id}$`));
  await page.getByRole('button', { name: ur('learn_complete_continue') }).click();
  await expect(page.getByText(ur('learn_progress_saved'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: course.videos2[1]!.title })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('no Urdu page scrolls sideways, and none has an accessibility violation', async ({ page, consoleErrors }) => {
    test.slow(); // sixteen pages, each with axe
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') warnings.push(`${m.type()}: ${m.text()}`);
    });
    for (const path of mainPages) {
      await test.step(path, async () => {
        await page.goto(path);
        expect(await direction(page)).toEqual({ lang: 'ur', dir: 'rtl', css: 'rtl' });
        await expect(page.locator('main h1').first()).toHaveText(/[\u0600-\u06FF]/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), path).toEqual([]);
      });
    }
    // Hydration of every Urdu page kept the server's HTML (React warns of a mismatch otherwise).
    expect(warnings.filter((w) => !/live status|Could not load \["live-status"/i.test(w))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test('an Urdu page names its English twin for search engines, and the English page its Urdu one', async ({ request }) => {
  const html = await (await request.get('/ur/education')).text();
  expect(html).toMatch(/<html data-pacing lang="ur" dir="rtl">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/education" \/>/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/ur\/education" \/>/);
  const english = await (await request.get('/education')).text();
  expect(english).toMatch(/<link rel="alternate" hreflang="ur" href="http:\/\/[^"]+\/ur\/education" \/>/);
  expect(english).not.toContain('Nastaliq');
});
