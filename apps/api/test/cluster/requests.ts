import { multipart, receipts, walletGift } from '../fixtures/donations.ts';
import { staffAccount } from './site.ts';

/** A wallet gift with a JPEG receipt, as the manual form sends it; `fields` adds to or replaces its fields. */
export function donationForm(fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(
    { ...walletGift, ...fields },
    { name: 'receipt_file', filename: 'receipt.jpg', type: 'image/jpeg', content: receipts.jpg },
  );
  return { body: payload, headers };
}

/** The client's address as the process sees it (TRUST_PROXY=true): nginx sets it, a direct call chooses it. */
const from = (ip?: string): Record<string, string> => (ip ? { 'x-forwarded-for': ip } : {});

export async function donate(baseUrl: string, ip?: string, fields?: Record<string, string>) {
  const { body, headers } = donationForm(fields);
  const res = await fetch(`${baseUrl}/api/manualPayment`, { method: 'POST', body, headers: { ...headers, ...from(ip) } });
  // nginx's own 502 page is HTML: only the server's answers are read as JSON.
  const json = res.headers.get('content-type')?.startsWith('application/json') ? await res.json() : (await res.text(), {});
  return { status: res.status, json: json as { reference?: string } };
}

export async function staffToken(baseUrl: string, ip?: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(ip) },
    body: JSON.stringify(staffAccount),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export const customerLogin = (baseUrl: string, email: string, ip?: string) =>
  fetch(`${baseUrl}/api/customer_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(ip) },
    body: JSON.stringify({ email, password: 'guess-guess' }),
  });
