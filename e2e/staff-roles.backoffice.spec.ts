import { test, expect, axeViolations } from './support/fixtures';
import { field, openSection, pngImage, setSwitch, signInToBackOffice, toast, unique, uploadDirectly, visitor, writeRichText } from './support/backoffice';
import { invitationSubject, linkIn, mailTo, newcomer } from './support/office';

test('an admin invites an editor, who chooses a password, publishes, cannot open donations, and whose correction the audit log shows before and after', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.slow(); // three browsers, an upload and three axe runs on a busy two-core machine
  const editor = newcomer('editor', 'Bilal Editor');
  const first = unique('Ramadan food packs reach Thar');
  const corrected = `${first}, 1,200 families`;

  // The administrator invites the editor from the Staff screen.
  await signInToBackOffice(page);
  await openSection(page, 'Staff');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone to the staff' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill(editor.email);
  await dialog.getByLabel('Name').fill(editor.name);
  await dialog.getByLabel('Role').selectOption('Editor');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${editor.email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search staff').fill(editor.email);
  await page.getByLabel('Search staff').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: editor.email })).toContainText('Invited');

  // The editor opens the e-mailed link in a browser of their own and chooses a password.
  const mail = await mailTo(editor.email, invitationSubject);
  expect(mail).toContain('48 hours');
  const desk = await visitor(browser, baseURL!);
  await desk.page.goto(linkIn(mail));
  await expect(desk.page.getByRole('heading', { name: 'Welcome to the back office', level: 2 })).toBeVisible();
  // The token leaves the address bar (and the history) at once.
  await expect(desk.page).not.toHaveURL(/token=/);
  await desk.page.getByLabel('New password').fill(editor.password);
  await desk.page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(desk.page.getByRole('banner')).toContainText(`Signed in as ${editor.name}`);

  // An editor's menu has the site's content and nothing of the money or the office.
  const menu = desk.page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Blog posts', exact: true })).toBeVisible();
  for (const closed of ['Donations', 'Dashboard', 'Match a statement', 'Staff', 'Audit log']) await expect(menu.getByRole('link', { name: closed, exact: true })).toHaveCount(0);
  // The home page is donations: the editor is taken to their own first screen instead.
  await desk.page.goto('/admin/');
  await expect(desk.page).not.toHaveURL(/\/admin\/$/);
  // A donation's address, typed or bookmarked, says why it does not open; the API refuses it too.
  await desk.page.goto('/admin/donations/1');
  await expect(desk.page.getByRole('heading', { level: 1, name: 'Not allowed for your role' })).toBeVisible();
  await expect(desk.page.getByText('Donations is not open to your role (editor).')).toBeVisible();
  const token = await desk.page.evaluate(() => JSON.parse(sessionStorage.getItem('foundation.staff')!).token as string);
  expect((await desk.page.request.get('/api/admin/donations', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);

  // The editor publishes a blog post, then corrects its title.
  await openSection(desk.page, 'Blog posts');
  await desk.page.getByRole('link', { name: 'New blog post' }).click();
  await field(desk.page, 'Title').fill(first);
  await field(desk.page, 'Author').fill(editor.name);
  await uploadDirectly(desk.page, 'Image', pngImage('thar.png', 800, 500));
  await setSwitch(desk.page, 'Published', true);
  await writeRichText(desk.page, 'Text', { heading: 'Where', before: 'Packs reached ', bold: 'Mithi and Islamkot', after: ' this week.' });
  await desk.page.getByRole('button', { name: 'Create blog post' }).click();
  await expect(toast(desk.page, 'Blog post created.')).toBeVisible();
  await expect(desk.page).toHaveURL(/\/admin\/blogs\/\d+$/);
  const id = new URL(desk.page.url()).pathname.split('/').pop()!;
  await field(desk.page, 'Title').fill(corrected);
  await desk.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(desk.page, 'Changes saved.')).toBeVisible();
  expect(desk.errors).toEqual([]);
  await desk.close();

  // Visitors read the corrected title.
  const reader = await visitor(browser, baseURL!);
  await reader.page.goto(`/singleBlog?id=${id}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: corrected })).toBeVisible();
  await reader.close();

  // The administrator finds the editor's change in the audit log: who, and the title before and after.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log entries' })).toBeVisible();
  await page.getByLabel('Staff member').selectOption(`${editor.name} (${editor.email})`);
  await page.getByLabel('Action').selectOption('Changed');
  await expect(page).toHaveURL(/action=update/);
  const row = page.getByRole('row').filter({ hasText: `Blogs #${id}: ${corrected}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(editor.email);
  // Everything the editor did is there, from accepting the invitation to each save.
  await page.getByLabel('Action').selectOption('All');
  for (const action of ['Accepted the invitation', 'Created', 'Changed']) await expect(page.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Action').selectOption('Changed');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Audit entry \d+$/ })).toBeVisible();
  const title = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Title' }) });
  await expect(title.getByRole('definition').first()).toHaveText(first);
  await expect(title.getByRole('definition').last()).toHaveText(corrected);
  await expect(page.getByText(editor.email).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
