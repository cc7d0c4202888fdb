import type { Locator } from '@playwright/test';
import { test, expect, axeViolations } from './support/fixtures';

/** The "Contribute Your Portion" link on the card of one welfare category. */
const contributeTo = (panel: Locator, category: string) =>
  panel.getByRole('listitem').filter({ has: panel.page().getByRole('heading', { name: category, exact: true }) }).getByRole('link', { name: 'Contribute Your Portion' });

test('a donor explores the welfare programmes by tab and contributes to a well', async ({ page, consoleErrors }) => {
  await page.goto('/welfare');
  await expect(page).toHaveTitle(/Welfare/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('water, bread and dignity');

  // The impact figures reach their targets once the band is in view.
  const impact = page.getByRole('region', { name: 'Our welfare in numbers' });
  await impact.scrollIntoViewIfNeeded();
  for (const figure of ['1 Million+', '1,000+', '100+', '$500']) await expect(impact.getByText(figure, { exact: true }).first()).toBeVisible();

  const first = page.getByRole('tablist', { name: 'Learning, water and health programmes' });
  await expect(first.getByRole('tab')).toHaveText(['Education', 'Water Projects', 'Medical']);
  const second = page.getByRole('tablist', { name: /Daily bread/ });
  await expect(second.getByRole('tab')).toHaveText(['Food', 'Livelihood', 'Funeral', 'Marriage']);

  // Arrow keys move between tabs and show their panel.
  await first.getByRole('tab', { name: 'Education' }).focus();
  await page.keyboard.press('ArrowRight');
  const water = first.getByRole('tab', { name: 'Water Projects' });
  await expect(water).toBeFocused();
  await expect(water).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Water Projects' });
  await expect(panel.getByRole('heading', { name: 'Well' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schooling' })).toBeHidden();

  // This server takes cards: Contribute opens the card wizard (without card keys, the wallet form: the empty project's story).
  const contribute = contributeTo(panel, 'Well');
  await expect(contribute).toHaveAttribute('href', '/donationForm?type=DONATION&title=Well&is_donation=true&course_id=3');
  await contribute.click();
  await expect(page).toHaveURL(/\/donationForm\?type=DONATION&title=Well&is_donation=true&course_id=3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Well');
  expect(consoleErrors).toEqual([]);
});

test('the second group covers life’s milestones with the welfare categories’ own names and ids', async ({ page }) => {
  await page.goto('/welfare');
  const tabs = page.getByRole('tablist', { name: /Daily bread/ });
  await tabs.getByRole('tab', { name: 'Funeral' }).click();
  await expect(contributeTo(page.getByRole('tabpanel', { name: 'Funeral' }), 'Shroud (Kafan)')).toHaveAttribute(
    'href',
    '/donationForm?type=DONATION&title=Shroud+%28Kafan%29&is_donation=true&course_id=19',
  );
  await tabs.getByRole('tab', { name: 'Funeral' }).press('End');
  await expect(tabs.getByRole('tab', { name: 'Marriage' })).toBeFocused();
  await expect(contributeTo(page.getByRole('tabpanel', { name: 'Marriage' }), 'Dowry')).toHaveAttribute(
    'href',
    '/donationForm?type=DONATION&title=Dowry&is_donation=true&course_id=22',
  );
});

test('the welfare page has no accessibility violations', async ({ page }) => {
  await page.goto('/welfare');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
