import type { Page } from '@playwright/test';
import { liveMessages, type LiveStatus } from '@foundation/contract/media';
import { test, expect, axeViolations } from './support/fixtures';

/**
 * The page's own /api/youtube-live and /api/facebook-live are answered here so the page can be
 * seen live; the server side of those answers is covered by the API tests against fakes.
 */
const status = (over: Partial<LiveStatus> = {}): LiveStatus => ({
  isLive: false,
  isUpcoming: false,
  embedUrl: null,
  fallbackEmbedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLfallback',
  fallbackTitle: 'Weekly Zikr Gatherings',
  error: null,
  title: null,
  checkedAt: new Date().toISOString(),
  ...over,
});

async function answer(page: Page, platform: 'youtube' | 'facebook', body: LiveStatus | null, code = 200) {
  await page.route(`**/api/${platform}-live`, (route) => route.fulfill({ status: code, contentType: 'application/json', body: body ? JSON.stringify(body) : '' }));
}

test('when only YouTube is live, its tab opens by itself with the stream ready to play', async ({ page }) => {
  await answer(page, 'facebook', status());
  await answer(page, 'youtube', status({ isLive: true, embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk', title: 'Thursday Zikr, live from Lahore' }));
  await page.goto('/live');

  const youtubeTab = page.getByRole('tab', { name: /YouTube/ });
  await expect(youtubeTab).toHaveAttribute('aria-selected', 'true');
  await expect(youtubeTab.getByText('LIVE', { exact: true })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: /YouTube/ });
  await expect(panel.getByRole('heading', { name: 'We are live on YouTube' })).toBeVisible();
  await panel.getByRole('button', { name: 'Play video: Thursday Zikr, live from Lahore' }).click();
  await expect(panel.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
  expect(await axeViolations(page, ['iframe'])).toEqual([]);
});

test('a scheduled Facebook broadcast shows as upcoming', async ({ page }) => {
  await answer(page, 'facebook', status({ isUpcoming: true, embedUrl: 'https://www.facebook.com/plugins/video.php?href=x' }));
  await answer(page, 'youtube', status());
  await page.goto('/live');
  await expect(page.getByRole('tab', { name: /Facebook/ }).getByText('UPCOMING')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A broadcast is coming up on Facebook' })).toBeVisible();
});

test('with nothing live a visitor gets the recorded playlist and can check again', async ({ page }) => {
  // The demo server has no API keys: nothing is live, the fallback playlists come from settings.
  let checks = 0;
  page.on('request', (r) => {
    if (/\/api\/(youtube|facebook)-live$/.test(r.url())) checks++;
  });
  await page.goto('/live');
  const panel = page.getByRole('tabpanel', { name: /Facebook/ });
  await expect(panel.getByRole('heading', { name: 'We are not live on Facebook right now' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Play video: Friday Khutbat' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Facebook/ })).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await expect.poll(() => checks).toBe(2);
  await panel.getByRole('button', { name: liveMessages.checkAgain }).click();
  await expect.poll(() => checks).toBe(4);

  await page.getByRole('tab', { name: /YouTube/ }).click();
  await expect(page.getByRole('tabpanel', { name: /YouTube/ }).getByRole('button', { name: 'Play video: Weekly Zikr Gatherings' })).toBeVisible();
  await expect(page.getByRole('button', { name: liveMessages.checkAgain })).toBeVisible();
});

test('the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/live');
  await page.getByRole('tab', { name: /Facebook/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /YouTube/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /YouTube/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Audio/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Facebook/ })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: /Facebook/ })).toBeVisible();
});

test('a failed status check says which platform and how, in the spec’s words', async ({ page }) => {
  await answer(page, 'youtube', null, 500);
  await page.route('**/api/facebook-live', (route) => route.abort());
  await page.goto('/live');
  await expect(page.getByRole('tabpanel', { name: /Facebook/ }).getByRole('alert')).toHaveText(liveMessages.facebook.check);
  await page.getByRole('tab', { name: /YouTube/ }).click();
  await expect(page.getByRole('tabpanel', { name: /YouTube/ }).getByRole('alert')).toHaveText(liveMessages.youtube.fetch);

  await page.unroute('**/api/youtube-live');
  await answer(page, 'youtube', null);
  await page.getByRole('button', { name: liveMessages.checkAgain }).click();
  await expect(page.getByRole('tabpanel', { name: /YouTube/ }).getByRole('alert')).toHaveText(liveMessages.youtube.empty);
});

test('both platforms are checked again every two minutes while the page is open', async ({ page }) => {
  await page.clock.install();
  const isCheck = (url: string) => /\/api\/(youtube|facebook)-live$/.test(url);
  let checks = 0;
  let answered = 0;
  page.on('request', (r) => {
    if (isCheck(r.url())) checks++;
  });
  page.on('requestfinished', (r) => {
    if (isCheck(r.url())) answered++;
  });
  await page.goto('/live');
  // A check still in flight when the timer fires is joined, not repeated, so the clock only
  // jumps once both first answers are in and shown. The installed clock also flows on its own
  // while they travel (seconds at most), hence the 10 s margin before the two-minute mark.
  await expect.poll(() => answered).toBe(2);
  await expect(page.getByRole('heading', { name: 'We are not live on Facebook right now' })).toBeVisible();
  await page.clock.runFor(110_000);
  expect(checks).toBe(2);
  await page.clock.runFor(10_000);
  await expect.poll(() => checks).toBe(4);
});
