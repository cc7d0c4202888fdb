import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { fillBilling, routeStripe } from './support/donations';
import { field, openSection, pngImage, setSwitch, signInToBackOffice, toast, unique, uploadThroughPicker, visitor } from './support/backoffice';

/** The donate page's carousel, once it has come into view and loaded. */
async function openCampaigns(page: Page) {
  await page.goto('/donate');
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Open campaigns' });
  await expect(carousel).toBeVisible();
  return carousel;
}

test('staff open a campaign with a target and a task and a donor gives to it from /donate', async ({ page, browser, baseURL, consoleErrors }) => {
  test.slow(); // an image upload, two browsers and five steps of the card wizard
  const title = unique('Handpumps for Mithi');
  const task = 'One handpump for a village';

  await signInToBackOffice(page);
  await openSection(page, 'Campaigns');
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeFocused();
  await field(page, 'Title').fill(title);
  await uploadThroughPicker(page, 'Image', pngImage('mithi-handpump.png', 1200, 700, [120, 80, 40], [250, 220, 160]));
  await setSwitch(page, 'Published', true);
  await field(page, 'Target').fill('50000');
  await field(page, 'Description').fill('Forty handpumps for the villages around Mithi, where the nearest well is an hour’s walk.');
  await field(page, 'Tags').fill('Water\nSindh');

  // The campaign's one task, added as a row of its own.
  await page.getByRole('button', { name: 'Add task' }).click();
  const taskTitle = field(page, 'Task');
  await expect(taskTitle).toBeFocused();
  await page.keyboard.type(task);
  await field(page, 'Amount').fill('12000');
  await expect(page.getByRole('heading', { name: `Task 1: ${task}` })).toBeVisible();

  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(toast(page, 'Campaign created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Saved with its task (which now has an id of its own).
  await expect(field(page, 'Task')).toHaveValue(task);
  await expect(field(page, 'Amount')).toHaveValue('12000');

  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toContainText(['Rs 50,000', '1', 'Published']);

  // A donor finds it on /donate, nothing raised yet.
  const donor = await visitor(browser, baseURL!);
  await routeStripe(donor.page);
  let carousel = await openCampaigns(donor.page);
  let slide = carousel.getByRole('group').filter({ has: donor.page.getByRole('heading', { name: title }) });
  await expect(slide.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Water', 'Sindh']);
  await expect(slide.getByText('Forty handpumps for the villages around Mithi')).toBeVisible();
  await expect(slide.getByRole('progressbar', { name: `Raised for ${title}` })).toHaveAttribute('aria-valuenow', '0');
  await expect(slide.getByRole('definition')).toHaveText(['Rs 0', 'Rs 50,000']);

  // Gives to its task by card, through the wizard's five steps.
  await slide.getByRole('link', { name: 'Donate' }).click();
  await expect(donor.page).toHaveURL(new RegExp(`/donation\\?type=CAMPAIGN&id=${id}&`));
  await donor.page.getByRole('link', { name: 'Give by card' }).click();
  await expect(donor.page.getByRole('heading', { level: 1, name: `Support ${title}` })).toBeVisible();
  const choice = donor.page.getByRole('checkbox', { name: new RegExp(task) });
  await expect(donor.page.getByText('What this campaign needs')).toBeVisible();
  await choice.check();
  const next = () => donor.page.getByRole('button', { name: 'Next', exact: true }).click();
  await next();
  await fillBilling(donor.page);
  await next();
  await expect(donor.page.getByRole('heading', { name: 'Review your gift' })).toBeFocused();
  await expect(donor.page.getByRole('row').filter({ hasText: task })).toContainText('12,000.00');
  await expect(donor.page.getByRole('row', { name: /^Total/ })).toContainText('PKR 12,000.00');
  await donor.page.getByRole('checkbox', { name: /I agree/ }).check();
  await next();
  await donor.page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await donor.page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(donor.page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // Back on /donate, the campaign shows what was raised against its target.
  carousel = await openCampaigns(donor.page);
  slide = carousel.getByRole('group').filter({ has: donor.page.getByRole('heading', { name: title }) });
  await expect(slide.getByRole('definition')).toHaveText(['Rs 12,000', 'Rs 50,000']);
  await expect(slide.getByRole('progressbar', { name: `Raised for ${title}` })).toHaveAttribute('aria-valuenow', '24');
  expect(donor.errors).toEqual([]);
  await donor.close();
  expect(consoleErrors).toEqual([]);
});
