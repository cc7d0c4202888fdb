import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '@foundation/contract/staff-messages';
import { expect } from './fixtures';
import { unique } from './backoffice';
import { mailTo } from './mailbox';
import { staffEnv } from './staff';

export { mailTo, messageTo } from './mailbox';

/**
 * The office behind the back office: the mail its server sends (support/mailbox.ts) and staff
 * accounts made the way an administrator makes them.
 */

/** The back-office link in a message, as a path the test's browser opens (the token is in its fragment). */
export function linkIn(body: string) {
  const url = /https?:\/\/\S+?\/admin\/(?:accept-invitation|reset-password)#token=[\w-]+/.exec(body)?.[0];
  expect(url, 'the message carries a link').toBeTruthy();
  const { pathname, hash } = new URL(url!);
  return `${pathname}${hash}`;
}

export const invitationSubject = 'Your invitation to the back office';

/** Someone new to the staff: an address no other run uses. */
export function newcomer(role: StaffRole, name: string) {
  const tag = unique('').trim();
  return { role, name, email: `${role}.${tag}@foundation.test`, password: `A long pass phrase ${tag}` };
}

/** The env administrator's session, through the same sign-in the back office uses. */
async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: { email: staffEnv.ADMIN_EMAIL, password: staffEnv.ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A member of staff with `role`, made as an administrator makes one: invited through the API,
 * and the e-mailed link accepted with a password. The stories that are not about invitations start here.
 */
export async function staffMember(request: APIRequestContext, role: StaffRole, name: string) {
  const person = newcomer(role, name);
  const token = await adminToken(request);
  const invited = await request.post('/api/admin/staff', { headers: { authorization: `Bearer ${token}` }, data: { email: person.email, name, role } });
  expect(invited.status()).toBe(201);
  const link = linkIn(await mailTo(person.email, invitationSubject));
  const accepted = await request.post('/api/admin/invitations/accept', { data: { token: new URLSearchParams(link.split('#')[1]).get('token'), password: person.password } });
  expect(accepted.status()).toBe(200);
  return person;
}

/** Signs in at /admin/ as `person`; the banner greets them by name. */
export async function signInAs(page: Page, person: { email: string; password: string; name: string }) {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${person.name}`);
}
