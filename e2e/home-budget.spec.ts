import { brotliCompressSync, constants } from 'node:zlib';
import { test, expect } from './support/fixtures';

/**
 * A phone on a slow network must not wait for script: a first visit to / loads at most 100 KB of
 * JavaScript as the server sends it (brotli).
 */
const BUDGET = 100 * 1024;

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

test('a first visit to the home page loads at most 100 KB of compressed JavaScript before scrolling', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(response.url(), brotli(await response.body()));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  test.info().annotations.push({ type: 'home JS (brotli)', description: `${(total / 1024).toFixed(1)} KB in ${scripts.size} files` });
  expect(total).toBeLessThanOrEqual(BUDGET);
  // None of the heavy below-the-fold libraries is part of it, nor the toasts no one has asked for yet.
  expect([...scripts.keys()].filter((url) => /swiper|leaflet|locations-map|toaster|membership-form/.test(url))).toEqual([]);
});
