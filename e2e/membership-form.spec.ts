import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './support/fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

async function openForm(page: Page) {
  await page.goto('/contact');
  // The form arrives in the page's HTML; its script loads as the footer comes into view. A person
  // reads before acting; the robot waits until React owns the form (a click before then is its own
  // story in server-rendering.spec.ts).
  await page.getByRole('heading', { name: 'Become a member' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Membership form' });
  await expect(form.locator('xpath=ancestor::*[@data-when-visible]')).toHaveAttribute('data-adopted', '');
  return form;
}

test('a visitor becomes a basic member from the footer, and the form resets', async ({ page }) => {
  const form = await openForm(page);
  await expect(form.getByRole('radio', { name: /Basic member/ })).toBeChecked();
  await form.getByLabel('Full name').fill('Bilal Ahmed');
  await form.getByLabel('Email').fill('bilal@example.pk');
  await form.getByLabel('Mobile number').fill('+92 300 1234567');
  await form.getByLabel('Country').selectOption({ label: 'Pakistan' });
  await form.getByLabel('City').fill('Lahore');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts(page).filter({ hasText: 'Form submitted successfully' })).toContainText('Success');
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect(form.getByLabel('Country')).toHaveValue('');
});

test('the server’s messages arrive as Error toasts and under each field of the basic form', async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel('Email').fill('bilal@');
  await form.getByRole('button', { name: 'Submit' }).click();
  const errors = [
    ['Full name', 'Please enter your full name.'],
    ['Email', 'Please enter a valid email address.'],
    ['Mobile number', 'Please enter your phone number.'],
    ['Country', 'Please choose your country.'],
    ['City', 'Please enter your city.'],
  ] as const;
  // Toasts last five seconds: read them all while they are up.
  await Promise.all(errors.map(([, message]) => expect(toasts(page).filter({ hasText: message })).toContainText('Error')));
  for (const [label, message] of errors) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  await expect(form.getByLabel('Email')).toHaveValue('bilal@');
});

test('an active member fills every field; a wrong CNIC and a future birth date come back from the server', async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole('radio', { name: /Active member/ }).check();
  await form.getByLabel('Full name').fill('Sana Javed');
  await form.getByLabel("Father's name").fill('Javed Iqbal');
  await form.getByLabel('Email').fill('sana@example.pk');
  await form.getByLabel('Mobile number').fill('+923001234567');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Date of birth').fill('2999-01-01');
  await form.getByLabel('CNIC number').pressSequentially('3520x2-123');
  await expect(form.getByLabel('CNIC number')).toHaveValue('35202-123');
  await form.getByLabel('Education').fill('MA Islamic Studies');
  await form.getByLabel('Country').selectOption({ label: 'Pakistan' });
  for (const [label, value] of [['Province', 'Punjab'], ['District', 'Lahore'], ['Tehsil', 'Model Town'], ['City', 'Lahore'], ['Present address', '12 Canal Road'], ['Permanent address', '12 Canal Road']]) {
    await form.getByLabel(label!, { exact: true }).fill(value!);
  }
  await form.getByRole('button', { name: 'Submit' }).click();
  await Promise.all([
    expect(toasts(page).filter({ hasText: 'Please enter your CNIC as 13 digits' })).toContainText('Error'),
    expect(toasts(page).filter({ hasText: 'Date of birth must be in the past.' })).toContainText('Error'),
  ]);
  await expect(form.getByLabel('CNIC number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Province')).not.toHaveAttribute('aria-invalid');

  await form.getByLabel('CNIC number').fill('35202-1234567-1');
  await form.getByLabel('Date of birth').fill('1994-03-21');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toasts(page).filter({ hasText: 'Form submitted successfully' })).toBeVisible();
  await expect(form.getByRole('radio', { name: /Basic member/ })).toBeChecked();
  await expect(form.getByLabel('Full name')).toHaveValue('');
});

test('the membership form has no accessibility violations in either mode', async ({ page }) => {
  const form = await openForm(page);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('radio', { name: /Active member/ }).check();
  expect(await axeViolations(page)).toEqual([]);
});
