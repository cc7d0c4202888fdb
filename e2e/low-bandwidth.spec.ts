import { test, expect } from './support/fixtures';
import { scrollThrough } from './support/scroll';

/**
 * A visitor on a metered phone pays for every byte, and every other server asked learns who they
 * are: pages ask only our own server until the visitor presses play or asks for the map
 * (docs/decisions/0021). The fixture aborts requests to other hosts; they are still seen here.
 */
test('pages ask no other server for anything until the visitor presses play or asks for the map', async ({ page, baseURL }) => {
  test.slow(); // four long pages scrolled through
  const ours = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== ours) elsewhere.push(`${page.url()} → ${request.url()}`);
  });
  for (const path of ['/', '/video&lecture', '/live', '/gallery']) {
    await page.goto(path);
    await scrollThrough(page);
  }
  expect(elsewhere).toEqual([]);

  await page.goto('/');
  const show = page.getByRole('button', { name: 'Show the map' });
  await show.scrollIntoViewIfNeeded();
  await show.click();
  const map = page.getByRole('region', { name: 'Map of our centres' });
  await expect(map).toBeFocused();
  await expect.poll(() => elsewhere.some((request) => request.includes('tile.openstreetmap.org'))).toBe(true);
});
