import { test, expect } from './support/fixtures';

test('on a fresh site the membership form offers the countries and accepts a member', async ({ page }) => {
  await page.goto('/scouts');
  // The form's script loads as the footer comes into view; the robot waits until React owns it.
  await page.getByRole('heading', { name: 'Become a member' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Membership form' });
  await expect(form.locator('xpath=ancestor::*[@data-when-visible]')).toHaveAttribute('data-adopted', '');
  await form.getByLabel('Full name').fill('Gul Khan');
  await form.getByLabel('Email').fill('gul@example.pk');
  await form.getByLabel('Mobile number').fill('+923331234567');
  await form.getByLabel('Country').selectOption({ label: 'Pakistan' });
  await form.getByLabel('City').fill('Quetta');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Form submitted successfully')).toBeVisible();
});
