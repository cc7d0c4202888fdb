import { test, expect, axeViolations } from './support/fixtures';

test('on a fresh site the contact form still takes a message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await form.getByLabel('Name').fill('Bilal Ahmed');
  await form.getByLabel('Email').fill('bilal@example.pk');
  await form.getByLabel('Phone').fill('03001234567');
  await form.getByLabel('Subject').fill('Books');
  await form.getByLabel('Message').fill('Where can I collect printed copies?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Contact saved successfully!')).toBeVisible();
});
