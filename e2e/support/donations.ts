import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfBook } from './backoffice';

const stripeJs = readFileSync(new URL('./stripe-fake.js', import.meta.url), 'utf8');

/**
 * Stripe.js comes from e2e/support/stripe-fake.js instead of https://js.stripe.com, and the few
 * calls it makes to https://api.stripe.com go to the local fake Stripe (e2e/support/stripe-server.mjs).
 */
export async function routeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: stripeJs }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    const answer = await fetch(`http://127.0.0.1:${process.env.E2E_STRIPE_PORT}${pathname}`, {
      method: request.method(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: request.postData() ?? undefined,
    });
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: await answer.text(), headers: { 'access-control-allow-origin': '*' } });
  });
}

/** Files a donor might upload: a real 1x1 PNG, a real one-page PDF, and a "PNG" that is really text. */
export const receipts = {
  png: {
    name: 'jazzcash-receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  },
  pdf: pdfBook('bank-slip.pdf', 'Bank transfer 5,000 PKR'),
  disguised: { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is not an image at all') },
};

export const donor = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha.khan@example.pk',
  streetAddress: '12 Canal Bank Road',
  country: 'Pakistan',
  city: 'Lahore',
  phone: '+923001234567',
};

/** The wizard's own form: the footer's membership form also asks for an email, a city, a phone. */
export const wizard = (page: Page) => page.getByRole('form', { name: 'Donation', exact: true });

/** Step 2 of the wizard (or the book order's delivery details, the same fields), as a donor types it. */
export async function fillBilling(page: Page, form: Locator = wizard(page)) {
  await form.getByLabel('First Name').fill(donor.firstName);
  await form.getByLabel('Last Name').fill(donor.lastName);
  await form.getByLabel('Email').fill(donor.email);
  await form.getByLabel('Street Address').fill(donor.streetAddress);
  await form.getByLabel('Country').selectOption(donor.country);
  await form.getByLabel('City').fill(donor.city);
  await form.getByLabel('Phone', { exact: true }).fill(donor.phone);
}
