import type { APIRequestContext, Page } from '@playwright/test';
import { reviewMessages } from '@foundation/contract/donation-review';
import { staffMessages } from '@foundation/contract/staff';
import { test, expect, axeViolations } from './support/fixtures';
import { receipts } from './support/donations';
import { staffEnv } from './support/staff';

/** A phone no other test uses, so a search finds exactly this gift. */
const uniquePhone = () => `+92300${String(Date.now() % 10_000_000).padStart(7, '0')}`;

async function campaign(request: APIRequestContext) {
  const { data } = await (await request.get('/api/getCampaigns')).json();
  const id = data.campaign_list[0].id as number;
  const raised = async () => (await (await request.get(`/api/getSpecificCampaign/${id}`)).json()).data.campaign_detail.total_amount as number;
  return { id, raised };
}

/** What the donor does on the public site's receipt form, sent as that form sends it. */
async function giveByJazzCash(request: APIRequestContext, campaignId: number, phone: string, amount: number) {
  const res = await request.post('/api/manualPayment', {
    multipart: {
      amount: String(amount),
      payment_method: 'jazz_cash',
      'donatation_submit[phoneNumber]': phone,
      'donatation_submit[module_code]': 'CAMPAIGN',
      'donatation_submit[campaign_id]': String(campaignId),
      'donatation_submit[custom_task]': 'true',
      'donatation_submit[custom_task_amount]': String(amount),
      receipt_file: receipts.png,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).reference as string;
}

async function signIn(page: Page, password = staffEnv.ADMIN_PASSWORD) {
  await page.getByLabel('Email').fill(staffEnv.ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('staff find a JazzCash gift by phone, check its receipt and verify it; the campaign total rises', async ({ page, request, consoleErrors }) => {
  test.slow(); // three axe runs on a busy two-core machine
  const { id, raised } = await campaign(request);
  const before = await raised();
  const phone = uniquePhone();
  const reference = await giveByJazzCash(request, id, phone, 1750);

  await page.goto('/admin/');
  await expect(page).toHaveTitle(/Back office/);
  expect(await axeViolations(page)).toEqual([]);
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(staffMessages.invalidLogin);
  await signIn(page);
  await expect(page.getByRole('banner')).toContainText(staffEnv.ADMIN_NAME);

  await page.getByLabel('Search donations').fill(phone);
  await page.getByLabel('Search donations').press('Enter');
  await expect(page).toHaveURL(/search=%2B92300/);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Rs 1,750');
  await expect(row).toContainText('JazzCash');
  await expect(row).toContainText('Waiting for review');
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: reference }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Donation ${reference}` })).toBeFocused();
  const receipt = page.getByRole('img', { name: `Receipt for donation ${reference}` });
  await expect(receipt).toBeVisible();
  expect(await receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = page.getByRole('dialog', { name: `Reject Rs 1,750 from ${reference}?` });
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog.getByText(reviewMessages.noteRequired)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeFocused();

  await page.getByRole('button', { name: 'Verify' }).click();
  const verifyDialog = page.getByRole('dialog', { name: `Verify Rs 1,750 from ${reference}?` });
  await expect(verifyDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await verifyDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toHaveText(reviewMessages.verified);
  await expect(page.getByRole('main').getByText('Verified').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await expect(page.getByText(staffEnv.ADMIN_NAME, { exact: true }).last()).toBeVisible();
  expect(await raised()).toBe(before + 1750);

  // Back at the list, the search is kept and the gift has left the review queue.
  await page.getByRole('link', { name: 'Back to donations' }).click();
  await expect(page.getByLabel('Search donations')).toHaveValue(phone);
  await expect(page.getByText('No donations here.')).toBeVisible();
  await page.getByRole('link', { name: /^Verified \d+$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Verified');
  expect(consoleErrors).toEqual([]);
});

test('a receipt is never served without a staff token', async ({ request }) => {
  const { id } = await campaign(request);
  const phone = uniquePhone();
  const reference = await giveByJazzCash(request, id, phone, 500);
  const login = await request.post('/api/admin/login', { data: { email: staffEnv.ADMIN_EMAIL, password: staffEnv.ADMIN_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await request.get('/api/admin/donations', { params: { search: phone }, headers })).json();
  const donation = list.data.find((d: { reference: string }) => d.reference === reference);
  const url = `/api/admin/donations/${donation.id}/receipt`;

  const withToken = await request.get(url, { headers });
  expect(withToken.status()).toBe(200);
  expect(withToken.headers()['content-type']).toBe('image/png');
  const without = await request.get(url);
  expect(without.status()).toBe(401);
  expect(await without.json()).toEqual({ message: staffMessages.signedOut });
});

test('a session the server no longer knows returns staff to sign-in with the reason', async ({ page }) => {
  await page.goto('/admin/');
  await page.evaluate(() =>
    sessionStorage.setItem('foundation.staff', JSON.stringify({ token: 'revoked', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: { name: 'Old', email: 'old@x', role: 'admin', two_factor: false, two_factor_setup_required: false } })),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(staffMessages.signedOut);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('foundation.staff'))).toBeNull();
});
