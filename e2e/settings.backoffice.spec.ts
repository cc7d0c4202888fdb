import { test, expect, axeViolations } from './support/fixtures';
import { field, openSection, signInToBackOffice, toast, visitor } from './support/backoffice';

// The only story that changes the header's settings: every page's header reads them, so no other story may.
// (payment-details.backoffice.spec.ts changes the donation form's JazzCash number, which no other story reads.)
test('staff change the hotline and every page\'s header shows it', async ({ page, browser, baseURL, consoleErrors }) => {
  test.slow(); // four public pages and an axe run over the long settings form
  // Unique per run, in the format people write Pakistani numbers in.
  const hotline = `+92 42 111 ${String(Date.now() % 1000).padStart(3, '0')} 786`;
  const dialled = `tel:${hotline.replace(/[^+\d]/g, '')}`;

  const visiting = await visitor(browser, baseURL!);
  const hotlineIn = (where: 'banner' | 'contentinfo') => visiting.page.getByRole(where).getByRole('link', { name: /^Hotline / });
  await visiting.page.goto('/');
  const before = (await hotlineIn('banner').textContent())!.trim();
  expect(before).not.toContain(hotline);

  await signInToBackOffice(page);
  await openSection(page, 'Settings');
  const number = field(page, 'Hotline');
  await expect(number).toHaveValue(before.replace(/^Hotline /, ''));
  await expect(number).toHaveAccessibleDescription('Shown in every page’s header.');
  await number.fill(hotline);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // Saved for good: the form read afresh holds it.
  await page.reload();
  await expect(field(page, 'Hotline')).toHaveValue(hotline);

  // Every page's header, wherever the visitor lands, says the new number and dials it.
  for (const path of ['/', '/donate', '/education', '/contact', '/publishing', '/blogs']) {
    await visiting.page.goto(path);
    const link = hotlineIn('banner');
    await expect(link, `the header on ${path}`).toHaveText(`Hotline ${hotline}`);
    await expect(link).toHaveAttribute('href', dialled);
    await expect(link).toBeVisible();
  }
  // The footer says the same.
  await expect(hotlineIn('contentinfo')).toHaveText(`Hotline ${hotline}`);
  expect(visiting.errors).toEqual([]);
  await visiting.close();
  expect(consoleErrors).toEqual([]);
});
