import { test, expect, axeViolations, arriveByLink } from './support/fixtures';

const campaigns = [
  { id: 7, title: 'Clean Water for Tharparkar', description: 'Forty handpumps and four solar wells for the villages around Mithi.', tags: ['Water', 'Sindh'], image: '/uploads/campaigns/thar.svg', total_amount: 125000, target_amount: 500000 },
  { id: 9, title: 'Winter Meals', description: 'Hot meals for hospital families through the cold months.', tags: ['Food'], image: '/uploads/campaigns/meals.svg', total_amount: 90000.5, target_amount: 60000 },
];

test('a donor picks a programme from the fixed catalogue', async ({ page }) => {
  await page.goto('/donate');
  await expect(page).toHaveTitle(/Donate/);
  const catalogue = page.getByRole('region', { name: 'Give to the work you care about' });
  // With card keys (this server has them) each opens the card wizard for a gift to the whole programme, by its name.
  const expected: [string, string][] = [
    ['education', 'Education'],
    ['water projects', 'Water Projects'],
    ['food', 'Food'],
    ['livelihood', 'Livelihood'],
    ['medical', 'Medical'],
    ['funeral', 'Funeral'],
    ['marriage', 'Marriage'],
  ];
  for (const [programme, title] of expected) {
    await expect(catalogue.getByRole('link', { name: `Donate to ${programme}` })).toHaveAttribute('href', `/donationForm?type=DONATION&title=${encodeURIComponent(title).replace(/%20/g, '+')}`);
  }
  await catalogue.getByRole('link', { name: 'Donate to water projects' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Water Projects');
});

test('a donor reads an open campaign, its progress in rupees, and donates to it', async ({ page }) => {
  // The campaigns come from the API; this story fixes them so the figures are known.
  await page.route('**/api/getCampaigns', (route) => route.fulfill({ json: { data: { campaign_list: campaigns } } }));
  await arriveByLink(page, 'Donate', '/donate');
  // The carousel (and Swiper) loads as its section comes into view.
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Open campaigns' });
  const thar = carousel.getByRole('group').filter({ hasText: 'Clean Water for Tharparkar' });
  await expect(thar.getByRole('heading', { name: 'Clean Water for Tharparkar' })).toBeVisible();
  await expect(thar.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Water', 'Sindh']);
  await expect(thar.getByText('Forty handpumps and four solar wells')).toBeVisible();
  await expect(thar.getByText('Rs 125,000', { exact: true })).toBeVisible();
  await expect(thar.getByText('Rs 500,000', { exact: true })).toBeVisible();
  await expect(thar.getByRole('progressbar', { name: 'Raised for Clean Water for Tharparkar' })).toHaveAttribute('aria-valuenow', '25');
  // A campaign past its target shows a full bar, never more.
  await expect(carousel.getByRole('progressbar', { name: 'Raised for Winter Meals' })).toHaveAttribute('aria-valuenow', '100');

  const donate = thar.getByRole('link', { name: 'Donate' });
  await expect(donate).toHaveAttribute('href', '/donation?type=CAMPAIGN&id=7&title=Clean+Water+for+Tharparkar');
  await donate.click();
  await expect(page).toHaveURL(/\/donation\?type=CAMPAIGN&id=7/);
  expect(await page.evaluate(() => localStorage.getItem('compaign_image_7'))).toBe('/uploads/campaigns/thar.svg');
});

test('the campaigns the foundation runs are there to give to, each remembering its picture', async ({ page }) => {
  const { data } = await (await page.request.get('/api/getCampaigns')).json();
  const first = data.campaign_list[0];
  await page.goto('/donate');
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Open campaigns' });
  await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(data.campaign_list.length);
  const slide = carousel.getByRole('group').filter({ has: page.getByRole('heading', { name: first.title }) });
  await slide.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation\\?type=CAMPAIGN&id=${first.id}&`));
  expect(await page.evaluate((id) => localStorage.getItem(`compaign_image_${id}`), first.id)).toBe(first.image);
});

test('on a phone the carousel pauses and the next button brings the next campaign into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/api/getCampaigns', (route) => route.fulfill({ json: { data: { campaign_list: campaigns } } }));
  await arriveByLink(page, 'Donate', '/donate');
  // The carousel (and Swiper) loads as its section comes into view.
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Open campaigns' });
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel.getByRole('heading', { name: 'Winter Meals' })).not.toBeInViewport();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('heading', { name: 'Winter Meals' })).toBeInViewport();
});

test('when campaigns cannot be loaded the page says so calmly and carries on', async ({ page }) => {
  await page.route('**/api/getCampaigns', (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }));
  await arriveByLink(page, 'Donate', '/donate');
  await expect(page.getByText('There are no open campaigns at the moment.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Donate to education' })).toBeVisible();
});

test('the donate page has no accessibility violations', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('heading', { name: 'Campaigns that need you now' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Open campaigns' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
