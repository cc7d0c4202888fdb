import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyStates } from '@foundation/contract/messages';
import type { NewsEvent } from '@foundation/contract/news-events';
import { mockApi, renderWithProviders } from '../../../test/render';
import { NewsSection } from './news-section';

const item: NewsEvent = {
  id: 4,
  title: 'Winter camp for scouts',
  description: '<p>Three days in the hills</p>',
  excerpt: 'Three days in the hills',
  date: '07',
  month: 'Nov',
  year: '2026',
  new_event_date: '2026-11-07',
  image: '/uploads/news/4.jpg',
  attachments: [],
};

describe('the home news section', () => {
  it('shows the spec’s empty text when the first item exists but the list is empty', async () => {
    mockApi({ getNewsEvents: { data: { first_news_events: item, news_events: [] } } });
    renderWithProviders(<NewsSection />);
    expect(await screen.findByText(emptyStates.noBlogs)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is happening across the foundation' })).toBeInTheDocument();
  });

  it('is not there at all when there is no first item', async () => {
    const fetch = mockApi({ getNewsEvents: { data: { first_news_events: null, news_events: [] } } });
    const { container } = renderWithProviders(<NewsSection />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(emptyStates.noBlogs)).not.toBeInTheDocument();
  });

  it('stays out of the way when the news cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = mockApi({});
    const { container } = renderWithProviders(<NewsSection />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    warn.mockRestore();
  });
});
