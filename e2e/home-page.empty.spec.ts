import { emptyStates } from '@foundation/contract/messages';
import { test, expect, axeViolations } from './support/fixtures';
import { scrollThrough } from './support/scroll';

test('with nothing published the home page still reads well, and the news section stays hidden', async ({ page }) => {
  test.slow(); // a long page, scrolled through and checked by axe on a small machine
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'A quiet heart in a restless world' })).toBeVisible();
  await scrollThrough(page);
  // Our reading of spec point 2: no first news item hides the whole section, empty text included.
  await expect(page.getByRole('region', { name: 'News and events' })).toHaveCount(0);
  await expect(page.getByText(emptyStates.noBlogs)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What is happening across the foundation' })).toHaveCount(0);
  // The map still shows when asked for, with no markers.
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.getByRole('region', { name: 'Map of our centres' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of our centres' }).locator('.leaflet-marker-icon')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest courses' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
