import type { NewsEvent } from '../packages/contract/src/news-events';
import { test, expect, axeViolations } from './support/fixtures';

test('a visitor reads a news item: title, date, story, picture, photos and files', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/getNewsEvents')).json()) as { data: { first_news_events: NewsEvent | null; news_events: NewsEvent[] } };
  const item = data.first_news_events ?? data.news_events[0];
  // A change to the demo that drops its news must fail this story, not silently stop it.
  if (!item) throw new Error('The demo has no news item for this story to read (apps/api/src/seed/demo/news.ts).');
  await page.goto(`/SingleNewsEventPage/${item.id}/${item.new_event_date}`);

  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page).toHaveTitle(`${item.title} — The Foundation`);
  const date = new Date(`${item.new_event_date}T00:00:00Z`);
  const spelled = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  await expect(page.locator('time')).toHaveText(spelled);
  await expect(page.locator('.prose-html')).not.toBeEmpty();
  // Photos show as pictures that open full size; other files as named links.
  const pictures = item.attachments.filter((a) => /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(a.path));
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('img')).toHaveCount(pictures.length);
  for (const [i, picture] of pictures.entries()) await expect(photos.getByRole('link').nth(i)).toHaveAttribute('href', picture.path);
  const files = item.attachments.length - pictures.length;
  await expect(page.getByRole('region', { name: 'Attachments' }).getByRole('link')).toHaveCount(files);
  expect(await axeViolations(page)).toEqual([]);
});
