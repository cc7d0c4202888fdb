import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { emptyAssets, zakatDue } from '@foundation/contract/zakat';
import { test, expect, axeViolations, waitsForHydration } from './support/fixtures';
import { openSection, signInToBackOffice, toast, unique } from './support/backoffice';
import { receipts } from './support/donations';
import { messageTo } from './support/mailbox';
import { verifyInBackOffice } from './support/staff';

/**
 * A donor works out their Zakat on the public calculator, at the season's prices finance set in the
 * back office, gives it by JazzCash, and every paper they get says it went to Zakat. On the staff
 * stories' server: the rates are the back office's to set, and no demo story reads them.
 */
const catalogue = (lang: 'en' | 'ur') => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'apps/web/messages/manual', `${lang}.json`), 'utf8')) as Record<string, string>;
const en = catalogue('en');
const ur = catalogue('ur');

/** The rates of the contract's Zakat table (packages/contract/src/zakat.test.ts): its figures are the page's. */
const RATES = { gold: 250_000, silver: 2_800, date: '2026-11-20', wheat: 300 };
const prices = { goldPerTolaPaisa: RATES.gold * 100, silverPerTolaPaisa: RATES.silver * 100, date: RATES.date };
/** The table's first row: 5,000,000 in the bank, 10 tola of gold, 500,000 of debts, nisab by silver. */
const ROW = { net: '7,000,000', nisab: '147,000', zakat: '175,000' };
const rowResult = zakatDue({ ...emptyAssets(), bankPaisa: 500_000_000, gold: { amount: 10, unit: 'tola' }, debtsPaisa: 50_000_000 }, prices, 'silver');

/** Finance sets this season's prices through the back office, as they would each season. */
async function setRates(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInToBackOffice(page);
  await openSection(page, 'Zakat and Fitrana rates');
  await page.getByLabel('Gold per tola').fill(String(RATES.gold));
  await page.getByLabel('Silver per tola').fill(String(RATES.silver));
  await page.getByLabel('Prices set on').fill(RATES.date);
  await page.getByLabel('Fitrana (wheat)').fill(String(RATES.wheat));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Changes saved.')).toBeVisible();
  await page.context().close();
}

test.beforeAll(async ({ browser }, info) => {
  await setRates(browser, info.project.use.baseURL!);
});

/** What a person owns and owes, typed into the calculator in the page's language. */
async function fill(page: Page, words: Record<string, string>, owned: { bank: string; gold?: string; debts?: string }) {
  await page.getByLabel(words.manual_zakat_bank!, { exact: true }).fill(owned.bank);
  if (owned.gold) await page.getByLabel(words.manual_zakat_gold!, { exact: true }).fill(owned.gold);
  if (owned.debts) await page.getByLabel(words.manual_zakat_debts!, { exact: true }).fill(owned.debts);
}

const uniquePhone = () => `+92303${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test('the contract works out the same Zakat as its table, which the page is checked against', () => {
  expect([rowResult.netPaisa, rowResult.nisabPaisa, rowResult.zakatPaisa, rowResult.payablePaisa]).toEqual([700_000_000, 14_700_000, 17_500_000, 17_500_000]);
});

test('a donor works out their Zakat, gives it by JazzCash, and the confirmation, the e-mail and the receipt all say Zakat', async ({ page, browser, baseURL }) => {
  test.slow(); // a receipt upload, a back-office review, a PDF and axe runs on a busy machine
  await page.goto('/zakat-calculator');
  await expect(page.getByRole('heading', { level: 1, name: en.manual_zakat_title })).toBeVisible();
  await fill(page, en, { bank: '5,000,000', gold: '10', debts: '500000' });
  const result = page.getByRole('region', { name: en.manual_zakat_result });
  await expect(result.getByTestId('zakat-net')).toContainText(ROW.net);
  await expect(result.getByTestId('zakat-nisab')).toContainText(ROW.nisab);
  await expect(result.getByTestId('zakat-due')).toContainText(ROW.zakat);
  await expect(result).toContainText('Gold Rs 250,000 and silver Rs 2,800 a tola, prices of 2026-11-20.');
  expect(await axeViolations(page)).toEqual([]);

  await result.getByRole('link', { name: en.manual_zakat_give }).click();
  await expect(page).toHaveURL(/\/donation\?/);
  await expect(page.getByRole('tab', { name: /Jazz Cash/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Amount (PKR)')).toHaveValue('175000');
  await expect(page.getByRole('radio', { name: /^Zakat/ })).toBeChecked();

  const phone = uniquePhone();
  const email = `${unique('zakat').replace(/\s+/g, '-')}@example.pk`;
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Upload Receipt').setInputFiles(receipts.png);
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Submit Donation' }).click();
  await expect(page).toHaveURL(/\/donation\/confirmation\?reference=FD-[0-9A-Z]{8}$/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  const gift = page.getByRole('region', { name: 'Your gift' });
  await expect(gift).toContainText('PKR 175,000.00');
  await expect(gift).toContainText(en.manual_fund_label!);
  await expect(gift).toContainText('Zakat');

  const received = await messageTo(email, `We received your receipt - ${reference}`);
  expect(received.body).toContain('Fund: Zakat.');

  await verifyInBackOffice(page, reference, phone);
  const confirmed = await messageTo(email, `Your payment is confirmed - ${reference}`);
  expect(confirmed.body).toContain('Fund: Zakat.');

  // Later, the donor tracks the gift and downloads the receipt.
  const later = waitsForHydration(await (await browser.newContext({ baseURL })).newPage());
  await later.goto(`/track-donation?reference=${reference}`);
  await later.getByLabel('Phone number').fill(phone);
  await later.getByRole('button', { name: 'Track donation' }).click();
  const card = later.getByRole('region', { name: `Donation ${reference}` });
  await expect(card).toContainText('Verified');
  await expect(card).toContainText('Zakat');
  const [download] = await Promise.all([later.waitForEvent('download'), card.getByRole('button', { name: 'Download receipt (PDF)' }).click()]);
  const file = test.info().outputPath('zakat-receipt.pdf');
  await download.saveAs(file);
  const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(reference);
  expect(text).toContain('175,000');
  expect(text).toMatch(/Fund:? Zakat/);
  await later.context().close();
});

test('a donor below the nisab is told no Zakat is due, and is offered nothing to give', async ({ page }) => {
  await page.goto('/zakat-calculator');
  // The table's row "debts above the nisab line take it below": 200,000 less 60,000 is under 147,000.
  await fill(page, en, { bank: '200000', debts: '60000' });
  const result = page.getByRole('region', { name: en.manual_zakat_result });
  await expect(result.getByTestId('zakat-net')).toContainText('140,000');
  await expect(result.getByTestId('zakat-none')).toHaveText(en.manual_zakat_none_due!);
  await expect(result.getByRole('link', { name: en.manual_zakat_give })).toHaveCount(0);
});

test('Fitrana for a household of five at the wheat rate', async ({ page }) => {
  await page.goto('/zakat-calculator');
  const section = page.getByRole('region', { name: en.manual_fitrana_heading });
  await expect(section.getByLabel(en.manual_fitrana_staple!)).toContainText('Wheat (Rs 300)');
  await section.getByLabel(en.manual_fitrana_people!).fill('5');
  await expect(section.getByTestId('per-person-total')).toContainText('1,500');
  const give = section.getByRole('link', { name: en.manual_fitrana_give });
  await expect(give).toHaveAttribute('href', /amount=1500/);
  await expect(give).toHaveAttribute('href', /fund=fitrana/);
  await section.getByLabel(en.manual_fitrana_people!).fill('0');
  await expect(section.getByText(en.manual_fitrana_people_invalid!.replace('{max}', '100'))).toBeVisible();
  await expect(give).toHaveCount(0);
});

test('the Urdu calculator works out the same Zakat in Urdu', async ({ page }) => {
  await page.goto('/ur/zakat-calculator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ur.manual_zakat_title })).toBeVisible();
  await fill(page, ur, { bank: '5000000', gold: '10', debts: '500000' });
  const result = page.getByRole('region', { name: ur.manual_zakat_result });
  await expect(result).toContainText(ur.manual_zakat_due!);
  await expect(result.getByTestId('zakat-net')).toContainText(ROW.net);
  await expect(result.getByTestId('zakat-due')).toContainText(ROW.zakat);
  // The prices' date inside the Urdu sentence, kept whole as 2026-11-20.
  await expect(result).toContainText(`\u2066${RATES.date}\u2069`);
  const give = result.getByRole('link', { name: ur.manual_zakat_give });
  await expect(give).toHaveAttribute('href', /^\/ur\/donation\?.*fund=zakat/);
  expect(await axeViolations(page)).toEqual([]);
});
