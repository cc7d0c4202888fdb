import { test, expect } from './support/fixtures';

test('cards unavailable are said on step 1, with the receipt form for the same gift', async ({ page }) => {
  await page.goto('/donationForm?type=DONATION&title=Dowry&is_donation=true');
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveText(/Amount/);
  await expect(page.getByText('Card payments are not available right now.', { exact: false })).toBeVisible();
  // No Next: it would only lead to a card step that cannot take the card.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await page.getByLabel('Custom Amount (PKR)').fill('5000');
  await page.getByRole('link', { name: 'Pay by wallet or bank transfer' }).click();
  await expect(page).toHaveURL(/\/donation\?type=DONATION.*amount=5000/);
  await expect(page.getByLabel('Amount (PKR)')).toHaveValue('5000');
  await expect(page.getByLabel('Category')).toHaveValue('Dowry');
});
