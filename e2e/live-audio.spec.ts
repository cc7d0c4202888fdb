import type { Page } from '@playwright/test';
import { liveMessages, type AudioSource } from '@foundation/contract/media';
import { test, expect, axeViolations } from './support/fixtures';

const playing = (page: Page) => page.getByRole('tabpanel', { name: /Audio/ }).locator('audio').evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0.2);

test('the audio tab loads a recorded lecture, plays, pauses, skips, refreshes and follows the volume', async ({ page }) => {
  // Hold the first source back, to see the page before anything has loaded.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const sources: string[] = [];
  await page.route('**/api/audio-source*', async (route) => {
    if (sources.length === 0) await held;
    sources.push(route.request().url());
    await route.continue();
  });
  await page.goto('/live');
  await page.getByRole('tab', { name: /Audio/ }).click();
  const panel = page.getByRole('tabpanel', { name: /Audio/ });
  await expect(panel.getByText(liveMessages.clickPlay)).toBeVisible();
  release();

  // Opening the tab loads a source by itself; it waits for Play.
  await expect(panel.getByText('RECORDED')).toBeVisible();
  await expect(panel.getByText('Playlist Random')).toBeVisible();
  await expect(panel.getByText('Lecture library')).toBeVisible();
  await expect(panel.getByText(/Last updated/)).toBeVisible();
  await expect(panel.getByText(liveMessages.clickPlay)).toHaveCount(0);

  const volume = panel.getByLabel('Volume');
  await expect(volume).toHaveValue('75');
  await panel.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('tab', { name: /Audio/ }).getByText('PLAYING')).toBeVisible();
  await expect.poll(() => playing(page)).toBe(true);
  expect(await page.getByRole('tabpanel', { name: /Audio/ }).locator('audio').evaluate((el: HTMLAudioElement) => el.volume)).toBe(0.75);

  await volume.fill('30');
  await expect.poll(() => page.getByRole('tabpanel', { name: /Audio/ }).locator('audio').evaluate((el: HTMLAudioElement) => el.volume)).toBe(0.3);

  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => page.getByRole('tabpanel', { name: /Audio/ }).locator('audio').evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  await expect(page.getByRole('tab', { name: /Audio/ }).getByText('PLAYING')).toHaveCount(0);

  // Skip asks for a recording other than this one, and plays it.
  let before = sources.length;
  await panel.getByRole('button', { name: 'Skip' }).click();
  await expect.poll(() => sources.length).toBeGreaterThan(before);
  expect(new URL(sources[before]!).searchParams.get('exclude')).toMatch(/^\d+$/);
  await expect.poll(() => playing(page)).toBe(true);

  // Refresh while playing: stops, loads a source, and plays again a second later.
  before = sources.length;
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => sources.length).toBeGreaterThan(before);
  await expect.poll(() => playing(page)).toBe(true);
  await expect(page.getByRole('tab', { name: /Audio/ }).getByText('PLAYING')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('live audio is marked LIVE AUDIO and cannot be skipped', async ({ page }) => {
  const live: AudioSource = {
    videoId: 'abcdefghijk',
    title: 'Thursday Zikr, live from Lahore',
    embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    thumbnail: '/api/thumbnails/youtube/abcdefghijk',
    audioUrl: null,
    source: 'youtube_live',
    platform: 'youtube',
    isLive: true,
    attachmentId: null,
  };
  await page.route('**/api/audio-source*', (route) => route.fulfill({ json: live }));
  await page.goto('/live');
  await page.getByRole('tab', { name: /Audio/ }).click();
  const panel = page.getByRole('tabpanel', { name: /Audio/ });
  await expect(panel.getByText('LIVE AUDIO')).toBeVisible();
  await expect(panel.getByText('YouTube Live')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Skip' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Play' }).click();
  await expect(panel.locator('iframe')).toHaveAttribute('src', `${live.embedUrl}?autoplay=1&enablejsapi=1`);
  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.locator('iframe')).toHaveCount(0);
});

test('when no audio can be fetched the audio tab says so', async ({ page }) => {
  await page.route('**/api/audio-source*', (route) => route.fulfill({ status: 404, json: { message: 'No audio is available right now.' } }));
  await page.goto('/live');
  await page.getByRole('tab', { name: /Audio/ }).click();
  await expect(page.getByRole('tabpanel', { name: /Audio/ }).getByRole('alert')).toHaveText(liveMessages.audioFailed);
  await expect(page.getByText(liveMessages.clickPlay)).toBeVisible();
});
