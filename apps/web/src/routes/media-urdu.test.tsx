import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import MediaPage from './media';
import VideoDetailPage from './video-detail';

const category = { id: 2, title: 'Zikr' };
const lecture = (id: number, title: string) => ({ id, title, thumbnail: `/uploads/lectures/${id}.webp`, release_date: '7 Nov 2026', category });
const lectures = { data: { lecture_list: [lecture(1, 'The Remembrance of God')], category_list: [category], pagination: { page: 1, per_page: 12, total: 13, last_page: 2 } } };
const detail = {
  data: {
    lecture_detail: { ...lecture(3, 'Patience in Hardship'), description: '<p>On patience.</p>', attachments: [{ id: 9, title: 'Part one', audio_url: '/uploads/audio/9.mp3' }] },
    related_lectures: [lecture(4, 'Gratitude')],
  },
};

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('lectures and videos in Urdu', () => {
  it('shows the media page, its filter and its lectures in Urdu, English titles marked as English', async () => {
    stubApi((url) => ({ body: url.pathname.startsWith('/api/getLectures/') ? lectures : {} }));
    renderPage(<MediaPage />, { path: '/video&lecture' });

    expect(screen.getByRole('heading', { level: 1, name: 'بیانات اور ویڈیوز' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لائیو صفحہ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سنیے اور غور کیجیے' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'بیان تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'بیانات میں تلاش کریں' })).toHaveAttribute('placeholder', 'عنوان سے تلاش کریں، مثلاً ذکر');

    const title = await screen.findByRole('link', { name: 'The Remembrance of God' });
    expect(title.closest('h3')).toHaveAttribute('lang', 'en');
    const card = title.closest('article')!;
    expect(within(card).getByText('7 نومبر، 2026')).toHaveAttribute('dateTime', '2026-11-07');
    expect(screen.getByText('13 بیانات ملے')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'مزید بیانات دکھائیں (12 اور)' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Lectures and videos|Listen and reflect|Show more lectures|lectures found|Nov 2026/);
  });

  it('shows a lecture in Urdu: its recordings, its story and the related ones', async () => {
    stubApi((url) => (url.pathname === '/api/getSpecificLecture/3' ? { body: detail } : { status: 404, body: {} }));
    renderPage(<VideoDetailPage />, { path: '/videoDetail?id=3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Patience in Hardship' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('تاریخِ اجرا:', { exact: false })).toHaveTextContent('تاریخِ اجرا: 7 نومبر، 2026');
    expect(screen.getByRole('heading', { name: 'اس بیان کے بارے میں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'بیان سنیے' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'متعلقہ بیانات' })).toBeInTheDocument();
    expect(document.title).toBe('Patience in Hardship — فاؤنڈیشن');
    expect(document.body.textContent).not.toMatch(/About this lecture|Listen to the lecture|Related lectures|Released/);
  });
});
