import { test, expect, axeViolations } from './support/fixtures';
import { receipts } from './support/donations';

test('a donor gives by JazzCash from a welfare card, with a receipt, and is taken to the confirmation of that gift', async ({ page }) => {
  await page.goto('/welfare');
  await page.getByRole('link', { name: /Contribute Your Portion/ }).first().click();
  await expect(page).toHaveURL(/\/donationForm\?type=DONATION&title=[^&]+&is_donation=true&course_id=\d+/);
  const category = new URL(page.url()).searchParams.get('title')!;
  await page.getByRole('link', { name: 'Upload a receipt instead' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Give to ${category}` })).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue(category);
  const escaped = category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByRole('group', { name: new RegExp(`^1 of \\d+: ${escaped}$`) })).toBeAttached();
  await expect(page.getByRole('tab', { name: /Jazz Cash/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Amount (PKR)').fill('2500');
  await page.getByLabel('Phone Number').fill('+92 300 1234567');
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByLabel('First name').fill('Ayesha');

  // The donor checks the receipt before sending it.
  await page.getByRole('button', { name: /^jazzcash-receipt\.png/ }).click();
  const preview = page.getByRole('dialog', { name: 'jazzcash-receipt.png' });
  await expect(preview.getByRole('img')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Download' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reference is FD-' })).toBeVisible();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Amount (PKR)')).toHaveValue('');
  await expect(page).toHaveURL(/\/donation\/confirmation\?reference=FD-/);
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText(category);
  await page.getByRole('link', { name: 'Back to Welfare' }).click();
  await expect(page).toHaveURL(/\/welfare$/);
});

test('the Donate button in the header opens the receipt form for a general gift', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(/\/donation\?type=DONATION&id=0$/);
  await expect(page.getByLabel('Category')).toHaveValue('General donation');
  await expect(page.getByRole('button', { name: 'Submit Donation' })).toBeEnabled();
});

test('the general gift\'s carousel chooses the programme: Next and Previous change what the gift is for, and it goes there', async ({ page }) => {
  await page.goto('/donation?type=DONATION&id=0');
  const carousel = page.getByRole('region', { name: 'Our welfare programmes' });
  await expect(page.getByLabel('Category')).toHaveValue('General donation');
  await expect(carousel.getByText('Your gift goes to:')).toContainText('General donation');
  await carousel.getByRole('button', { name: 'Next programme' }).click();
  await expect(page.getByLabel('Category')).toHaveValue('Schooling');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give to Schooling');
  await expect(carousel.getByText('Your gift goes to:')).toContainText('Schooling');
  await carousel.getByRole('button', { name: 'Next programme' }).click();
  await expect(page.getByLabel('Category')).toHaveValue('Basic Education Centre');
  // Each move is a 1.5 s slide (spec point 9); a press during one is not counted, so the story waits for it.
  await carousel.getByRole('button', { name: 'Previous programme' }).click();
  await expect(page.getByLabel('Category')).toHaveValue('Schooling');
  await carousel.getByRole('button', { name: 'Previous programme' }).click();
  await expect(page.getByLabel('Category')).toHaveValue('General donation');
  await carousel.getByRole('button', { name: 'Previous programme' }).click(); // round to the last category
  await expect(page.getByLabel('Category')).toHaveValue('Dowry');

  await page.getByLabel('Amount (PKR)').fill('700');
  await page.getByLabel('Phone Number').fill('+923001234567');
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByLabel('First name').fill('Bilal');
  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expect(page).toHaveURL(/\/donation\/confirmation\?reference=FD-/);
  await expect(page.getByRole('region', { name: 'Your gift' })).toContainText('Dowry');
});

test('a campaign\'s Donate opens the receipt form with the campaign\'s needs to tick, as the card page offers them', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  const card = page.getByRole('region', { name: 'Open campaigns' }).getByRole('group').first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(/\/donation\?type=CAMPAIGN&id=\d+/);
  const needs = page.getByRole('group', { name: 'What this campaign needs' });
  const first = needs.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  // Nothing ticked: an amount of the donor's own.
  await page.getByLabel('Amount (PKR)').fill('999');
  await first.check();
  const amount = page.getByLabel('Amount (PKR)');
  await expect(amount).toHaveAttribute('readonly', '');
  const total = await amount.inputValue();
  expect(total).toMatch(/^PKR [\d,]+\.\d\d$/);
  await page.getByLabel('Phone Number').fill('+923001234567');
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByLabel('First name').fill('Bilal');
  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expect(page).toHaveURL(/\/donation\/confirmation\?reference=FD-/);
  const gift = page.getByRole('region', { name: 'Your gift' });
  await expect(gift).toContainText(title);
  await expect(gift).toContainText(total);
});

test('the receipt form says what is missing, one thing at a time, in the order of the spec', async ({ page }) => {
  await page.goto('/donation?type=DONATION&id=0&title=Schooling');
  await expect(page.getByLabel('Category')).toHaveValue('Schooling');
  const submit = page.getByRole('button', { name: 'Submit Donation' });

  await submit.click();
  await expect(page.getByText('Please enter a valid amount')).toBeVisible();
  await expect(page.getByLabel('Amount (PKR)')).toBeFocused();
  await page.getByLabel('Amount (PKR)').fill('1000');
  await submit.click();
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  await page.getByLabel('Phone Number').fill('03001234567');
  await submit.click();
  await expect(page.getByText('Please enter a valid phone number in format +923XXXXXXXXX')).toBeVisible();
  await page.getByLabel('Phone Number').fill('+923001234567');
  await submit.click();
  await expect(page.getByText('Please upload a payment receipt file')).toBeVisible();

  // Then who is giving: the first name after the spec's rules.
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.disguised);
  await submit.click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Ayesha');

  // A file that only pretends to be an image is caught by the server, and nothing typed is lost.
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('The receipt must be an image (JPG, PNG, GIF, BMP or WEBP) or a PDF file.');
  await expect(page.getByLabel('Amount (PKR)')).toHaveValue('1000');
  await expect(page.getByLabel('Phone Number')).toHaveValue('+923001234567');
  await expect(submit).toBeEnabled();
});

test('bank transfer shows the foundation accounts, and the page has no accessibility violations', async ({ page }) => {
  test.slow(); // two axe runs: slow on a busy two-core machine
  await page.goto('/donation?type=DONATION&id=0&title=Well');
  await expect(page.getByRole('region', { name: 'Our welfare programmes' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^1 of \d+: Well$/ })).toBeAttached();
  await page.getByRole('tab', { name: /Jazz Cash/ }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Bank Transfer/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Bank Name (optional)')).toBeVisible();
  await expect(page.getByText('IBAN').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByRole('button', { name: /^jazzcash-receipt\.png/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone, a long receipt name never pushes the form sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/donation?type=DONATION&id=0');
  await page.getByRole('tab', { name: /Bank Transfer/ }).click();
  await page.getByLabel('Upload Receipt').setInputFiles({ ...receipts.png, name: 'easypaisa-transaction-confirmation-screenshot-march-2026.png' });
  await expect(page.getByRole('button', { name: /^easypaisa-transaction/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an Urdu donor reads each welfare programme’s name in Urdu beneath its picture', async ({ page }) => {
  await page.goto('/ur/donation?type=DONATION&id=0&title=Schooling');
  const first = page.getByRole('group', { name: /: اسکول کی تعلیم$/ });
  // The picture carries no words; its caption, in the page's language, is what a donor reads.
  await expect(first.locator('figcaption')).toHaveText('اسکول کی تعلیم');
  await expect(first.locator('figcaption')).toBeVisible();
  await page.getByRole('button', { name: /^اگلا/ }).click();
  await expect(page.getByRole('group', { name: /: بنیادی تعلیمی مرکز$/ }).locator('figcaption')).toBeVisible();
});
