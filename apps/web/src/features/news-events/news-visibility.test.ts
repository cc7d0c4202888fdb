import { describe, expect, it } from 'vitest';
import type { NewsEvent } from '@foundation/contract/news-events';
import { newsView } from './news-visibility';

const item: NewsEvent = {
  id: 1,
  title: 'Medical camp in Mianwali',
  description: '<p>Free check-ups</p>',
  excerpt: 'Free check-ups',
  date: '07',
  month: 'Nov',
  year: '2026',
  new_event_date: '2026-11-07',
  image: '/uploads/news/1.jpg',
  attachments: [],
};

describe('the home news section', () => {
  it('is hidden until the news has loaded, and when the load failed', () => {
    expect(newsView(undefined)).toEqual({ kind: 'hidden' });
  });

  it('is hidden when there is no first item, whatever the list holds', () => {
    expect(newsView({ first_news_events: null, news_events: [] })).toEqual({ kind: 'hidden' });
    expect(newsView({ first_news_events: null, news_events: [item] })).toEqual({ kind: 'hidden' });
    // Older servers sent an empty object or list for "no first item".
    expect(newsView({ first_news_events: {} as NewsEvent, news_events: [item] })).toEqual({ kind: 'hidden' });
    expect(newsView({ first_news_events: [] as unknown as NewsEvent, news_events: [item] })).toEqual({ kind: 'hidden' });
  });

  it('shows the empty text when a first item exists but the list is empty', () => {
    expect(newsView({ first_news_events: item, news_events: [] })).toEqual({ kind: 'empty' });
  });

  it('shows the items of the list when both are present', () => {
    expect(newsView({ first_news_events: item, news_events: [item] })).toEqual({ kind: 'items', items: [item] });
  });
});
