import type { Page } from '@playwright/test';

/** The back office's first staff account, made at start from env as in production. */
export const staffEnv = {
  ADMIN_EMAIL: 'reviewer@foundation.test',
  ADMIN_PASSWORD: 'e2e-staff-password-1',
  ADMIN_NAME: 'Ayesha Reviewer',
};

/**
 * A member of staff verifies one gift through the back office, as they would by hand: sign in,
 * find it by the donor's phone, open it, Verify and confirm.
 */
export async function verifyInBackOffice(page: Page, reference: string, phone: string) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(staffEnv.ADMIN_EMAIL);
  await page.getByLabel('Password').fill(staffEnv.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Search donations').fill(phone);
  await page.getByLabel('Search donations').press('Enter');
  // Open the gift from the searched list, not from the one still shown while the search loads.
  await page.getByText(`matching “${phone}”: 1 donation`).waitFor();
  await page.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
  await page.waitForURL(/\/admin\/donations\/\d+/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  // A decided gift has no Verify button left: the review is saved.
  await page.getByRole('button', { name: 'Verify', exact: true }).waitFor({ state: 'detached' });
}
