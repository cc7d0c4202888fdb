import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsEventResponseSchema, NewsEventsResponseSchema } from '@foundation/contract/news-events';
import { newsEventAttachments, newsEvents } from '../src/db/schema/index.ts';
import { createTestApp, expectNotFound, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
const ids = { early: 0, latest: 0, middle: 0, hidden: 0 };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers no items with a null first item, so the home page hides the section', async () => {
  expect((await t.app.inject('/api/getNewsEvents')).json()).toEqual({
    data: { first_news_events: null, news_events: [] },
  });
});

describe('with items', () => {
  beforeAll(async () => {
    const item = (title: string, eventDate: string, published = true) => ({
      title,
      eventDate,
      published,
      image: `/uploads/news/${eventDate}.jpg`,
      description: `<p>${title}</p>`,
    });
    // Inserted out of date order, so the order of the answer can only come from the dates.
    const rows = await t.database.db
      .insert(newsEvents)
      .values([
        item('Early', '2026-01-05'),
        { ...item('Latest', '2026-11-07'), description: '<p>Open day</p><script>alert(1)</script><img src=x onerror=alert(2)>' },
        item('Middle', '2026-06-20'),
        item('Hidden', '2026-12-25', false),
      ])
      .returning({ id: newsEvents.id });
    [ids.early, ids.latest, ids.middle, ids.hidden] = rows.map((r) => r.id) as [number, number, number, number];
    await t.database.db.insert(newsEventAttachments).values([
      { newsEventId: ids.latest, path: '/uploads/news/a1.jpg' },
      { newsEventId: ids.latest, path: '/uploads/news/a2.jpg' },
      { newsEventId: ids.middle, path: '/uploads/news/b1.jpg' },
      { newsEventId: ids.hidden, path: '/uploads/news/h.jpg' },
    ]);
  });

  it('lists published items, latest event first, the first also as first_news_events', async () => {
    const { first_news_events, news_events } = (await getOk(t, '/api/getNewsEvents', NewsEventsResponseSchema)).data;
    expect(news_events.map((n) => n.title)).toEqual(['Latest', 'Middle', 'Early']);
    expect(first_news_events).toEqual(news_events[0]);
    expect(news_events[1]).toMatchObject({
      id: ids.middle,
      date: '20',
      month: 'Jun',
      year: '2026',
      new_event_date: '2026-06-20',
      image: '/uploads/news/2026-06-20.jpg',
      description: '<p>Middle</p>',
      excerpt: 'Middle',
      attachments: [{ id: expect.any(Number), path: '/uploads/news/b1.jpg' }],
    });
    expect(news_events[2]!.attachments).toEqual([]);
  });

  it('serves an item with its date parts, attachments in order, and no script', async () => {
    const { news_event } = (await getOk(t, `/api/getSpecificNewsEvent/${ids.latest}`, NewsEventResponseSchema)).data;
    expect(news_event).toMatchObject({
      id: ids.latest,
      title: 'Latest',
      date: '07',
      month: 'Nov',
      year: '2026',
      new_event_date: '2026-11-07',
      excerpt: 'Open day',
    });
    expect(news_event.attachments.map((a) => a.path)).toEqual(['/uploads/news/a1.jpg', '/uploads/news/a2.jpg']);
    expect(news_event.description).toContain('<p>Open day</p>');
    expect(news_event.description).not.toMatch(/<script|alert|onerror/i);
  });

  it('hides an unpublished item and answers unknown or malformed ids with a JSON 404', async () => {
    await expectNotFound(t, '/api/getSpecificNewsEvent/', [String(ids.hidden)]);
    await expectNotFound(t, '/api/getSpecificNewsEvent/');
  });
});
