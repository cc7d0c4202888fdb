import type { NewsEvent } from '../packages/contract/src/news-events';
import { test, expect, axeViolations } from './support/fixtures';

test('a visitor reads a news item: title, date, story, picture and files', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/getNewsEvents')).json()) as { data: { first_news_events: NewsEvent | null; news_events: NewsEvent[] } };
  const item = data.first_news_events ?? data.news_events[0];
  test.skip(!item, 'the demo has no news');
  await page.goto(`/SingleNewsEventPage/${item!.id}/${item!.new_event_date}`);

  await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
  await expect(page).toHaveTitle(`${item!.title} — Foundation`);
  const date = new Date(`${item!.new_event_date}T00:00:00Z`);
  const spelled = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  await expect(page.locator('time')).toHaveText(spelled);
  await expect(page.locator('.prose-html')).not.toBeEmpty();
  if (item!.attachments.length) {
    await expect(page.getByRole('region', { name: 'Attachments' }).getByRole('link')).toHaveCount(item!.attachments.length);
  }
  expect(await axeViolations(page)).toEqual([]);
});
