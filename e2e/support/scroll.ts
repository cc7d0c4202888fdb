import type { Page } from '@playwright/test';

/**
 * Scrolls the page top to bottom a screen at a time, as a reader would, so lazily loaded
 * parts (sliders, the map, the footer form) arrive, even as they make the page longer. Then
 * waits for the network to settle and for scroll reveals in view to finish fading in.
 */
export async function scrollThrough(page: Page) {
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.reveal')]
      .filter((el) => el.getBoundingClientRect().top < window.innerHeight * 0.6)
      .every((el) => getComputedStyle(el).opacity === '1'),
  );
}
