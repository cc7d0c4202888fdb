import type { NewsEvent } from '@foundation/contract/news-events';
import type { NewsEventsData } from './api/get-news-events';

export type NewsView = { kind: 'hidden' } | { kind: 'empty' } | { kind: 'items'; items: NewsEvent[] };

const isEmpty = (value: unknown) =>
  value == null || (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && Object.keys(value).length === 0);

/**
 * The spec gives the home news carousel two rules: the whole section is hidden when the first
 * item (first_news_events) is empty, and with no items the carousel shows the "no posts" text.
 * Our reading: the first rule decides whether the section exists at all, the second what its
 * carousel holds. So a response without a first item (the API's answer when nothing is
 * published, or a load that failed or has not arrived) hides the section; a response with a
 * first item but an empty news_events list shows the section with the spec's empty text.
 */
export function newsView(data: NewsEventsData | undefined): NewsView {
  if (!data || isEmpty(data.first_news_events)) return { kind: 'hidden' };
  const items = Array.isArray(data.news_events) ? data.news_events : [];
  return items.length === 0 ? { kind: 'empty' } : { kind: 'items', items };
}
