import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, axeViolations } from './support/fixtures';
import { pngImage } from './support/backoffice';
import { signInAs, staffMember } from './support/office';

/** A phone no other test uses, written the way a wallet statement prints it (03…). */
const statementPhone = (n: number) => `0300${String((Date.now() + n * 7919) % 10_000_000).padStart(7, '0')}`;
const international = (local: string) => `+92${local.slice(1)}`;

/**
 * A general gift paid by JazzCash, sent as the public receipt form sends it. Each gift's receipt
 * is a picture of its own, as real ones are (the same picture twice would be flagged a duplicate).
 */
async function giveByJazzCash(request: APIRequestContext, phone: string, amount: number, shade: number) {
  const receipt = pngImage(`jazzcash-${phone}.png`, 48, 32, [shade, 40, 90], [250 - shade, 200, 30]);
  const res = await request.post('/api/manualPayment', {
    multipart: {
      amount: String(amount),
      payment_method: 'jazz_cash',
      'donatation_submit[phoneNumber]': international(phone),
      'donatation_submit[module_code]': 'DONATION',
      'donatation_submit[custom_task]': 'true',
      'donatation_submit[custom_task_amount]': String(amount),
      receipt_file: receipt,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).reference as string;
}

/** Today in Pakistan, where the foundation keeps its books: YYYY-MM-DD. */
const karachiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

test('finance pastes two statement lines and verifies the two matching receipts in one step', async ({ page, request, consoleErrors }) => {
  test.slow(); // two axe runs on a busy two-core machine
  const finance = await staffMember(request, 'finance', 'Omar Finance');
  const phones = [statementPhone(1), statementPhone(2)];
  const references = [await giveByJazzCash(request, phones[0]!, 1500, 20), await giveByJazzCash(request, phones[1]!, 2750, 120)];

  // Finance start on their dashboard and go to the statement from the menu.
  await signInAs(page, finance);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Match a statement', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match a statement' })).toBeVisible();

  // Two lines as the wallet's statement prints them, pasted.
  await page.getByLabel('Statement lines').fill(`${phones[0]}, Rs 1,500\n${phones[1]}\tPKR 2750`);
  await page.getByRole('button', { name: 'Find matches' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2 matches found' })).toBeFocused();
  const proposals = page.getByRole('region', { name: 'Proposed matches' });
  for (const [i, reference] of references.entries()) {
    const row = proposals.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(i === 0 ? 'Rs 1,500' : 'Rs 2,750');
    await expect(row.getByRole('checkbox')).toBeChecked();
  }
  expect(await axeViolations(page)).toEqual([]);

  // One step verifies both.
  await page.getByRole('button', { name: 'Verify selected (2)' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verified' })).toBeFocused();
  for (const reference of references) await expect(page.getByRole('link', { name: reference })).toBeVisible();

  // The list says so for each gift.
  await page.getByRole('link', { name: 'Back to donations' }).click();
  await page.getByRole('link', { name: /^Verified \d+$/ }).click();
  for (const phone of phones) {
    await page.getByLabel('Search donations').fill(international(phone));
    await page.getByLabel('Search donations').press('Enter');
    await expect(page.getByText(`Verified matching “${international(phone)}”: 1 donation`)).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("finance export this month's donations as CSV, and the file opens with a header row", async ({ page, request, consoleErrors }) => {
  const finance = await staffMember(request, 'finance', 'Zainab Finance');
  const phone = statementPhone(3);
  const reference = await giveByJazzCash(request, phone, 4200, 60);
  const today = karachiToday();

  await signInAs(page, finance);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Donations', exact: true }).click();
  await page.getByRole('link', { name: /^All \d+$/ }).click();
  await page.getByText('More filters').click();
  await page.getByLabel('From').fill(`${today.slice(0, 8)}01`);
  await page.getByLabel('To').fill(today);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText(/with the filters above: \d+ donations?/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`donations-${today}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
  // The first line names the columns a bookkeeper reads; every gift of the month follows.
  const header = lines[0]!.split(',');
  expect(header).toEqual(expect.arrayContaining(['Reference', 'Date (Karachi)', 'Status', 'Method', 'Pledged (Rs)', 'Received (Rs)', 'Donor', 'Phone']));
  const gift = lines.find((l) => l.includes(reference));
  expect(gift, 'the gift given today is in the file').toBeTruthy();
  expect(gift).toContain('4200.00');
  expect(gift).toContain('JazzCash');
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(consoleErrors).toEqual([]);
});
