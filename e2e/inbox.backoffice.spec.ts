import { test, expect, axeViolations } from './support/fixtures';
import { field, toast, unique, visitor } from './support/backoffice';
import { signInAs, staffMember } from './support/office';

test('a message sent from /contact reaches the inbox, where an editor answers it and marks it done', async ({ page, browser, baseURL, request, consoleErrors }) => {
  test.slow(); // two browsers and two axe runs on a busy two-core machine
  const subject = unique('Printed Quran copies for our madrasa');
  const editor = await staffMember(request, 'editor', 'Sana Editor');

  // A visitor writes from the contact page.
  const sender = await visitor(browser, baseURL!);
  await sender.page.goto('/contact');
  const form = sender.page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Hafiz Imran');
  await form.getByLabel('Email').fill('imran@example.pk');
  await form.getByLabel('Phone').fill('03001234567');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('We teach 60 children in Multan. Can the foundation send 20 printed copies?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(sender.page.getByRole('region', { name: /Notifications/ }).getByText('Contact saved successfully!')).toBeVisible();
  expect(sender.errors).toEqual([]);
  await sender.close();

  // The editor sees that something waits in the inbox, and opens it.
  await signInAs(page, editor);
  // The count is read with the link ("Contact messages, 2 new"); the browser may set the comma apart.
  const inbox = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: /^Contact messages ?, \d+ new$/ });
  await expect(inbox).toBeVisible();
  await inbox.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  await page.getByLabel('Status').selectOption('New');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Hafiz Imran');
  await expect(row).toContainText('New');
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: subject }).click();

  // The visitor's words are there to read, with a way to answer them.
  await expect(page.getByRole('heading', { level: 1, name: `${subject} (Contact)` })).toBeVisible();
  await expect(page.getByText('We teach 60 children in Multan.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'imran@example.pk' })).toHaveAttribute('href', 'mailto:imran@example.pk');

  // The editor takes it, answers by e-mail, and records what was done.
  await field(page, 'Status').selectOption('Done');
  await field(page, 'Assignee').selectOption(editor.name);
  await field(page, 'Internal note').fill('Replied: 20 copies go out with the Multan van on Friday.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Back in the list it reads done and whose it was; it no longer counts as new.
  await page.getByRole('link', { name: 'Back to contact messages' }).click();
  await page.getByLabel('Search contact messages').fill(subject);
  await page.getByLabel('Search contact messages').press('Enter');
  await page.getByLabel('Status').selectOption('All');
  const done = page.getByRole('row').filter({ hasText: subject });
  await expect(done).toContainText('Done');
  await expect(done).toContainText(editor.name);
  await page.getByLabel('Status').selectOption('New');
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
