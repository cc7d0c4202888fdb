import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import { NewsSection } from '../features/news-events/components/news-section';
import NewsEventPage from './news-event';

const item = {
  id: 4,
  title: 'Winter camp for scouts',
  description: '<p>Three days in the hills</p>',
  excerpt: 'Three days in the hills',
  date: '07',
  month: 'Nov',
  year: '2026',
  new_event_date: '2026-11-07',
  image: '/uploads/news/4.jpg',
  attachments: [
    { id: 1, path: '/uploads/news/camp.jpg' },
    { id: 2, path: '/uploads/news/leaflet.pdf' },
  ],
};

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('news and events in Urdu', () => {
  it('shows a news item with its date, photos and files in Urdu', async () => {
    stubApi((url) => (url.pathname === '/api/getSpecificNewsEvent/4' ? { body: { data: { news_event: item } } } : { status: 404, body: {} }));
    renderPage(<NewsEventPage />, { path: '/SingleNewsEventPage/4/2026-11-07', pattern: '/SingleNewsEventPage/:id/:date' });

    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
    expect(screen.getByText('خبریں اور تقریبات')).toBeInTheDocument();
    expect(screen.getByText('7 نومبر، 2026')).toHaveAttribute('dateTime', '2026-11-07');
    expect(screen.getByRole('heading', { name: 'تصاویر' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 میں سے تصویر 1، نئے ٹیب میں پورے سائز میں کھلتی ہے' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'منسلکات' })).getByRole('link')).toHaveTextContent('leaflet.pdf (نئے ٹیب میں کھلتا ہے)');
    expect(document.body.textContent).not.toMatch(/Back to the home page|News and events|Photos|Attachments|opens in a new tab|November/);
  });

  it('says an unknown item is missing in Urdu', async () => {
    stubApi(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderPage(<NewsEventPage />, { path: '/SingleNewsEventPage/9/2026-11-07', pattern: '/SingleNewsEventPage/:id/:date' });
    expect(await screen.findByText('ممکن ہے یہ ختم ہو چکی ہو یا ہٹا دی گئی ہو۔ تازہ ترین خبریں اور تقریبات ہوم پیج پر موجود ہیں۔')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پیج پر واپس جائیں' })).toBeInTheDocument();
  });

  it('heads the home page news in Urdu, the month in Urdu', async () => {
    stubApi(() => ({ body: { data: { first_news_events: item, news_events: [] } } }));
    renderPage(<NewsSection />);
    expect(await screen.findByRole('heading', { name: 'فاؤنڈیشن میں کیا ہو رہا ہے' })).toBeInTheDocument();
    expect(screen.getByText('کیمپ، محافل، کتابوں کی رونمائیاں اور اہم سنگِ میل، جیسے جیسے یہ رونما ہوتے ہیں۔')).toBeInTheDocument();
  });
});
