import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StaffRole } from '@foundation/contract/staff-messages';
import { expect } from './fixtures';
import { unique } from './backoffice';
import { staffEnv } from './staff';

/**
 * The office behind the back office: the mail its server sends (with no SMTP_URL, each message
 * is a .eml file under DATA_DIR/mail, as a foundation without a relay keeps them) and staff
 * accounts made the way an administrator makes them.
 */

/** A server's unsent mail: the back office's by default, the demo site's for learners. */
const mailFolder = (server: 'backoffice' | 'demo' = 'backoffice') => join(process.env.E2E_DATA_ROOT!, server, 'mail');

/** A message's headers and body, whichever line ends it was written with (a multipart one has CRLF). */
function splitHead(eml: string): [string, string] {
  const blank = /\r?\n\r?\n/.exec(eml);
  return blank ? [eml.slice(0, blank.index), eml.slice(blank.index + blank[0].length)] : [eml, ''];
}

/** A message's body as its reader sees it: quoted-printable or base64 undone (a multipart one's parts come as they are). */
function bodyOf(eml: string) {
  const [headers, body] = splitHead(eml);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The newest message to `address` whose subject contains `subject` (as written in the file: an Urdu
 * subject is encoded, so '' takes any), waiting for it to be written.
 */
export async function mailTo(address: string, subject: string, server: 'backoffice' | 'demo' = 'backoffice') {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(mailFolder(server)).catch(() => [] as string[]);
        for (const name of names.sort().reverse()) {
          const eml = await readFile(join(mailFolder(server), name), 'utf8');
          const [head] = splitHead(eml);
          if (new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(head) && head.includes(subject)) {
            found = bodyOf(eml);
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

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
