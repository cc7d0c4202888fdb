import { emptyStates } from '@foundation/contract/common';
import { test, expect, axeViolations } from './support/fixtures';

const grid = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Lectures' }).getByRole('listitem');

test('a visitor narrows the lectures by category and finds one by title, with one request for what they typed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/video&lecture');
  await expect(grid(page)).toHaveCount(8);

  await page.getByLabel('Category').selectOption({ label: 'Tafseer Circles' });
  await expect(grid(page)).toHaveCount(2);
  await expect(grid(page).filter({ hasNotText: 'Tafseer Circles' })).toHaveCount(0);

  await page.getByLabel('Category').selectOption({ label: 'View all' });
  await expect(grid(page)).toHaveCount(8);

  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/getLectures/') && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
  });
  // With the page's clock held, typing takes no time at all; then a pause of 300 ms, as a reader's.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByLabel('Search lectures').pressSequentially('KAHF');
  await page.clock.runFor(300);
  await page.clock.resume();
  await expect(grid(page)).toHaveCount(1);
  await expect(grid(page).first()).toContainText('Tafseer of Surah al-Kahf: The Cave');
  expect(searches).toEqual(['KAHF']);

  await page.getByLabel('Search lectures').fill('no lecture has this title');
  await expect(page.getByText(emptyStates.noVideo)).toBeVisible();
});

test('a visitor opens a lecture, listens to it, and moves on to a related lecture', async ({ page }) => {
  await page.goto('/video&lecture');
  await page.getByRole('link', { name: "Thursday Gathering: The Heart's Rest" }).click();
  await expect(page).toHaveURL(/\/videoDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thursday Gathering: The Heart's Rest");
  await expect(page.getByText(/Released \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await expect(page.getByText('followed by guided zikr qalbi')).toBeVisible();

  // Press the native player's play button, as a visitor would.
  const talk = page.getByLabel('Talk', { exact: true });
  await expect(page.getByLabel('Guided zikr')).toBeVisible();
  const box = (await talk.boundingBox())!;
  await talk.click({ position: { x: 24, y: box.height / 2 } });
  await expect.poll(() => talk.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0.3)).toBe(true);

  const firstUrl = page.url();
  const related = page.getByRole('region', { name: 'Related lectures' });
  await related.getByRole('link', { name: 'Muraqaba of Gratitude' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Muraqaba of Gratitude');
  expect(page.url()).not.toBe(firstUrl);
  await expect(page.getByLabel('Guided muraqaba')).toBeVisible();
  // The lecture it came from is now among the related ones, and the page does not list itself.
  await expect(related.getByRole('link', { name: "Thursday Gathering: The Heart's Rest" })).toBeVisible();
  await expect(related.getByRole('link', { name: 'Muraqaba of Gratitude' })).toHaveCount(0);
});

test('the lecture page has no accessibility violations', async ({ page }) => {
  await page.goto('/video&lecture');
  await page.getByRole('link', { name: 'Tafseer of Surah al-Asr' }).click();
  await expect(page.getByLabel('Lesson', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related lectures' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a link to a lecture that does not exist says so and leads back to the archive', async ({ page }) => {
  await page.goto('/videoDetail?id=99999');
  await expect(page.getByRole('heading', { name: 'We could not find that lecture' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all lectures' }).click();
  await expect(grid(page)).toHaveCount(8);
});

test('a visitor picks a playlist and a video loads only when they press play', async ({ page }) => {
  await page.goto('/video&lecture');
  const playlists = page.getByRole('region', { name: 'Watch our gatherings' });
  await playlists.scrollIntoViewIfNeeded();
  await playlists.getByLabel('Playlist').selectOption({ label: 'Friday Khutbat' });
  const videos = playlists.getByRole('list', { name: 'Videos in Friday Khutbat' }).getByRole('listitem');
  await expect(videos).toHaveCount(4);
  await expect(page.locator('iframe')).toHaveCount(0);

  await playlists.getByRole('button', { name: 'Play video: Honesty in Trade' }).click();
  const player = playlists.locator('iframe[title="Honesty in Trade"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  expect(await axeViolations(page, ['iframe'])).toEqual([]);
});
