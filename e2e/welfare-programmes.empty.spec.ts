import { test, expect, axeViolations } from './support/fixtures';
import { receipts } from './support/donations';

test('with an empty database the welfare programmes are all there, fixed as they are', async ({ page }) => {
  await page.goto('/welfare');
  await expect(page.getByRole('tab')).toHaveCount(7);
  await expect(page.getByRole('tabpanel', { name: 'Education' }).getByRole('link', { name: 'Contribute Your Portion' })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

// This server has no card keys (STRIPE_* unset, playwright.config.ts): nothing may lead to the card wizard first.
test('without card keys, Contribute on /welfare opens the wallet form for that programme, and the gift goes to it', async ({ page }) => {
  await page.goto('/welfare');
  await page.getByRole('tab', { name: 'Water Projects' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Water Projects' });
  await panel.getByRole('link', { name: 'Contribute Your Portion' }).first().click();

  await expect(page).toHaveURL(/\/donation\?type=DONATION&title=Well&is_donation=true&course_id=3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give to Well');
  await expect(page.getByText('Card payments are not available', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Give by card' })).toHaveCount(0);
  await expect(page.getByLabel('Category')).toHaveValue('Well');

  await page.getByLabel('Amount (PKR)').fill('1200');
  await page.getByLabel('Phone Number').fill('+923001234567');
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByLabel('First name').fill('Ayesha');
  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expect(page).toHaveURL(/\/donation\/confirmation\?reference=FD-/);
  const gift = page.getByRole('region', { name: 'Your gift' });
  await expect(gift).toContainText('Well');
  await expect(gift).toContainText('PKR 1,200.00');
});

test('in Urdu, the programme buttons of /donate open the wallet form named in Urdu', async ({ page }) => {
  await page.goto('/ur/donate');
  await page.getByRole('link', { name: 'پانی کے منصوبے', exact: false }).and(page.locator('[href*="/donation?"]')).click();
  await expect(page).toHaveURL(/\/ur\/donation\?type=DONATION&title=Water\+Projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('پانی کے منصوبے کے لیے عطیہ دیں');
  await expect(page.getByLabel('مد')).toHaveValue('پانی کے منصوبے');
  await expect(page.getByText('Water Projects')).toHaveCount(0);

  await page.goto('/ur/welfare');
  await page.getByRole('tabpanel').first().getByRole('link', { name: 'اپنا حصہ ڈالیں' }).first().click();
  await expect(page).toHaveURL(/\/ur\/donation\?type=DONATION&title=Schooling/);
  await expect(page.getByLabel('مد')).toHaveValue('اسکول کی تعلیم');
});
