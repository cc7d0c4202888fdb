import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { pngImage, signInToBackOffice, unique } from './support/backoffice';
import { staffEnv } from './support/staff';

/**
 * A staff member's filtered list is a place: reloading it, or opening its bookmarked address in a
 * fresh browser, shows the same gifts, and the CSV they download holds exactly the rows they see.
 */

type Method = 'jazz_cash' | 'easypaisa';

/** A general gift by wallet, as the public receipt form sends it, from an address the search finds. */
async function give(request: APIRequestContext, email: string, method: Method, amount: number, shade: number) {
  const res = await request.post('/api/manualPayment', {
    multipart: {
      amount: String(amount),
      payment_method: method,
      'donatation_submit[phoneNumber]': `+92301${String((Date.now() + shade * 7919) % 10_000_000).padStart(7, '0')}`,
      'donatation_submit[email]': email,
      'donatation_submit[module_code]': 'DONATION',
      'donatation_submit[custom_task]': 'true',
      'donatation_submit[custom_task_amount]': String(amount),
      // A picture of its own: the same receipt twice would be flagged a duplicate.
      receipt_file: pngImage(`receipt-${shade}.png`, 40, 30, [shade, 60, 90], [250 - shade, 190, 40]),
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).reference as string;
}

/** A decision taken by another member of staff, through the same API the back office uses. */
async function review(request: APIRequestContext, reference: string, decision: { status: 'verified' } | { status: 'rejected'; note: string }) {
  const login = await request.post('/api/admin/login', { data: { email: staffEnv.ADMIN_EMAIL, password: staffEnv.ADMIN_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const found = await request.get(`/api/admin/donations?status=all&search=${encodeURIComponent(reference)}`, { headers });
  const [gift] = (await found.json()).data as { id: number }[];
  expect((await request.post(`/api/admin/donations/${gift!.id}/review`, { headers, data: decision })).status()).toBe(200);
}

/** The references the table shows, top to bottom. */
async function shownReferences(page: Page) {
  return page.getByRole('region', { name: 'Donations' }).getByRole('rowheader').allInnerTexts();
}

/** What Download CSV saves: its Reference column, top to bottom. */
async function exportedReferences(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd();
  const [header, ...rows] = csv.split(/\r?\n/).map((line) => line.split(','));
  const at = header!.indexOf('Reference');
  expect(at).toBeGreaterThanOrEqual(0);
  return rows.map((row) => row[at]!);
}

test('a filtered donations list survives a reload and a bookmark, and its CSV holds exactly its rows', async ({ page, request, browser, consoleErrors }) => {
  test.slow(); // five gifts, three reviews and two sign-ins on a busy two-core machine
  const tag = unique('list').replace(/\s+/g, '-');
  const email = (n: number) => `${tag}-${n}@example.pk`;
  const gifts = [
    await give(request, email(1), 'jazz_cash', 1100, 10),
    await give(request, email(2), 'easypaisa', 1200, 50),
    await give(request, email(3), 'jazz_cash', 1300, 90),
    await give(request, email(4), 'jazz_cash', 1400, 130),
    await give(request, email(5), 'easypaisa', 1500, 170),
  ];
  await review(request, gifts[0]!, { status: 'verified' });
  await review(request, gifts[3]!, { status: 'rejected', note: 'No payment with this transaction id.' });
  await review(request, gifts[4]!, { status: 'verified' });
  // Newest first, as the list shows them: every JazzCash gift of this story, whatever its status.
  const jazzCash = [gifts[3]!, gifts[2]!, gifts[0]!];

  await signInToBackOffice(page);
  await page.getByLabel('Search donations').fill(tag);
  await page.getByLabel('Search donations').press('Enter');
  await page.getByRole('link', { name: /^All \d+$/ }).click();
  await page.getByText('More filters').click();
  await page.getByLabel('Method').selectOption({ label: 'JazzCash' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const summary = page.getByText(`All matching “${tag}” with the filters above: 3 donations`);
  await expect(summary).toBeVisible();
  expect(await shownReferences(page)).toEqual(jazzCash);
  const filtered = page.url();
  expect(new URL(filtered).searchParams.get('status')).toBe('all');

  // The file is the list: every row of it, in its order, and nothing else.
  expect(await exportedReferences(page)).toEqual(jazzCash);

  // A reload keeps the place, and the file still matches.
  await page.reload();
  await expect(summary).toBeVisible();
  await expect(page.getByRole('link', { name: /^All \d+$/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Search donations')).toHaveValue(tag);
  await expect(page.getByLabel('Method')).toHaveValue('jazz_cash');
  expect(await shownReferences(page)).toEqual(jazzCash);
  expect(await exportedReferences(page)).toEqual(jazzCash);

  // The bookmarked address, opened in a fresh browser: sign in, and the same list is there.
  const fresh = await browser.newContext();
  const later = await fresh.newPage();
  await later.goto(filtered);
  await later.getByLabel('Email').fill(staffEnv.ADMIN_EMAIL);
  await later.getByLabel('Password').fill(staffEnv.ADMIN_PASSWORD);
  await later.getByRole('button', { name: 'Sign in' }).click();
  // Signing in checks a slow password hash: on a busy machine that takes a while.
  await expect(later.getByRole('banner')).toContainText(`Signed in as ${staffEnv.ADMIN_NAME}`, { timeout: 30_000 });
  await expect(later.getByText(`All matching “${tag}” with the filters above: 3 donations`)).toBeVisible();
  expect(await shownReferences(later)).toEqual(jazzCash);
  expect(await exportedReferences(later)).toEqual(jazzCash);
  await fresh.close();

  // Narrowed to the verified ones, the same holds.
  await page.getByRole('link', { name: /^Verified \d+$/ }).click();
  await expect(page.getByText(`Verified matching “${tag}” with the filters above: 1 donation`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Verified matching “${tag}” with the filters above: 1 donation`)).toBeVisible();
  expect(await shownReferences(page)).toEqual([gifts[0]!]);
  expect(await exportedReferences(page)).toEqual([gifts[0]!]);
  expect(consoleErrors).toEqual([]);
});
