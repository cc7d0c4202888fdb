import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './support/fixtures';

const toast = (page: Page, message: string) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: message });

test('a young person reads about scouting and its six activities', async ({ page }) => {
  await page.goto('/scouts');
  await expect(page).toHaveTitle(/Scouts/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building character, one camp at a time');
  const activities = page.getByRole('region', { name: 'Six skills for a lifetime' });
  await expect(activities.getByRole('heading', { level: 3 })).toHaveText(['Self-defence', 'Thinking', 'Hiking', 'First aid', 'Camping', 'Survival']);
  const gallery = page.getByRole('region', { name: 'A year in the life of a troop' });
  await expect(gallery.getByRole('figure')).toHaveCount(6);
  await expect(gallery.getByRole('figure', { name: /campfire/ })).toBeVisible();
});

test('a young person applies through Join Us: the server’s messages first, then thanks and an empty form', async ({ page }) => {
  await page.goto('/scouts');
  await page.getByRole('link', { name: 'Join Us' }).click();
  const form = page.getByRole('form', { name: 'Join Us form' });
  await expect(form).toBeInViewport();
  await form.getByLabel('Name').fill('Hamza Rauf');
  // Join Us takes digits with an optional leading plus and nothing else.
  await form.getByLabel('Phone').pressSequentially('+92 300-12ab');
  await expect(form.getByLabel('Phone')).toHaveValue('+9230012');
  await form.getByRole('button', { name: 'Join Us' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid');

  await form.getByLabel('Email').fill('hamza@example.pk');
  await form.getByLabel('Phone').fill('+923001234567');
  await form.getByLabel('Subject').fill('Joining the Lahore troop');
  await form.getByLabel('Message').fill('I am fifteen and love hiking.');
  await form.getByRole('button', { name: 'Join Us' }).click();
  await expect(toast(page, 'JoinUs saved successfully!')).toContainText('Success');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
});

test('the scouts page has no accessibility violations', async ({ page }) => {
  await page.goto('/scouts');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
