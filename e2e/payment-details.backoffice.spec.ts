import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, axeViolations } from './support/fixtures';
import { openSection, signInToBackOffice, toast, visitor } from './support/backoffice';
import { mailTo, signInAs, staffMember } from './support/office';
import { staffEnv } from './support/staff';

/** The donation form a donor opens from a programme: its JazzCash tab shows where to send the gift. */
const DONATION_FORM = '/donation?type=DONATION&id=0&title=Schooling';

/** A change left waiting by an earlier attempt of this story (a retry on the same server) is cancelled first. */
async function nothingWaiting(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { email: staffEnv.ADMIN_EMAIL, password: staffEnv.ADMIN_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { data } = (await (await request.get('/api/admin/payment-details', { headers })).json()) as { data: { pending: { id: number } | null } };
  if (data.pending) expect((await request.post(`/api/admin/payment-details/changes/${data.pending.id}/cancel`, { headers })).status()).toBe(200);
}

/** The JazzCash number a donor reads on the form, as the server sends the page and the script keeps it. */
async function donorSees(page: Page, number: string, not: string) {
  await page.goto(DONATION_FORM);
  await expect(page.getByRole('tab', { name: /Jazz Cash/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await expect(page.getByText(not, { exact: true })).toHaveCount(0);
}

test('an admin proposes a new JazzCash number, a second admin approves it, and the donation form shows it only after', async ({ page, browser, baseURL, request, consoleErrors }) => {
  test.slow(); // two staff browsers, a visitor's, an invitation by e-mail and axe runs on a busy machine
  await nothingWaiting(request);
  const number = `0301 ${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  // Another administrator, invited and joined as an administrator makes one.
  const second = await staffMember(request, 'admin', 'Omar Second');

  const donor = await visitor(browser, baseURL!);
  await donorSees(donor.page, '0300 1234567', number);

  // The first administrator proposes the new number from the settings screen, with their password.
  await signInToBackOffice(page);
  await openSection(page, 'Settings');
  const details = page.getByRole('region', { name: 'Payment details' });
  await expect(details).toContainText('JazzCash 0300 1234567');
  await details.getByRole('link', { name: 'Propose a change' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Propose a change to the payment details' })).toBeVisible();
  await expect(page.getByText('Another administrator must approve the change before the donation form shows it.', { exact: false })).toBeVisible();
  const wallets = page.getByRole('group', { name: /^Mobile wallets/ });
  await wallets.getByLabel(/^Account number/).first().fill(number);
  await page.getByLabel(/^Your password, or a code/).fill(staffEnv.ADMIN_PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Propose the change' }).click();
  await expect(toast(page, 'Change proposed. Every administrator and finance member has been e-mailed.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const waiting = page.getByRole('region', { name: 'A change is waiting' });
  await expect(waiting).toContainText(`Proposed by ${staffEnv.ADMIN_NAME} (${staffEnv.ADMIN_EMAIL})`);
  await expect(waiting).toContainText('It takes effect once another administrator approves it.');
  await expect(waiting.getByRole('heading', { name: 'After the change' }).locator('..')).toContainText(`JazzCash ${number}`);
  // The proposer cannot approve their own change.
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Not on the donation form yet.
  await donorSees(donor.page, '0300 1234567', number);
  expect(await mailTo(second.email, 'Payment details change waiting for approval')).toContain(`JazzCash ${number}`);

  // The second administrator approves it in a browser of their own, from the keyboard.
  const desk = await visitor(browser, baseURL!);
  await signInAs(desk.page, second);
  await openSection(desk.page, 'Settings');
  const pending = desk.page.getByRole('region', { name: 'A change is waiting' });
  await expect(pending).toContainText(`JazzCash ${number}`);
  await pending.getByRole('button', { name: 'Approve' }).click();
  const dialog = desk.page.getByRole('dialog', { name: 'Approve this change?' });
  const password = dialog.getByLabel('Your password, or a code from your authenticator app');
  await expect(password).toBeFocused();
  expect(await axeViolations(desk.page)).toEqual([]);
  await desk.page.keyboard.type(second.password);
  await desk.page.keyboard.press('Enter');
  await expect(toast(desk.page, 'Change approved: the donation form shows it now.')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(desk.page.getByRole('region', { name: 'Payment details' })).toContainText(`JazzCash ${number}`);
  expect(desk.errors).toEqual([]);
  await desk.close();

  // Now the donor reads the new number, and the old one is gone.
  await donorSees(donor.page, number, '0300 1234567');
  expect(donor.errors).toEqual([]);
  await donor.close();
  expect(await mailTo(staffEnv.ADMIN_EMAIL, 'Payment details changed')).toContain(`approved by Omar Second (${second.email})`);
  expect(consoleErrors).toEqual([]);
});
