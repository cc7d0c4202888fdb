import { test, expect } from './support/fixtures';
import { fillBilling } from './support/donations';

test('without card payments configured, the card step says so and offers the receipt form', async ({ page }) => {
  await page.goto('/donationForm?type=DONATION&title=Dowry&is_donation=true');
  await page.getByLabel('Custom Amount (PKR)').fill('5000');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Card payments are not available right now.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Pay by wallet or bank transfer' }).click();
  await expect(page).toHaveURL(/\/donation\?type=DONATION.*amount=5000/);
  await expect(page.getByLabel('Amount (PKR)')).toHaveValue('5000');
  await expect(page.getByLabel('Category')).toHaveValue('Dowry');
});
