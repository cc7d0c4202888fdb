import { gzipSync } from 'node:zlib';
import { test, expect } from './support/fixtures';

const BUDGET = 150 * 1024;

test('a first visit to the home page loads under 150 KB of gzipped JavaScript before scrolling', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  test.info().annotations.push({ type: 'home JS (gzip)', description: `${(total / 1024).toFixed(1)} KB in ${scripts.size} files` });
  console.log(`home first-visit JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
  expect(total).toBeLessThan(BUDGET);
  // None of the heavy below-the-fold libraries is part of it.
  expect([...scripts.keys()].filter((url) => /swiper|leaflet|locations-map/.test(url))).toEqual([]);
});
