import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import HomePage from './home';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the home page in Urdu', () => {
  it('speaks Urdu in its hero, its bands, its founder’s words and its call to give', async () => {
    // Lists answer with none (the sections then say so or stay away); the settings with nothing set.
    stubApi((url) => ({ body: { data: /getLocations|getNews|getLatest|getBooks|getCourses/.test(url.pathname) ? [] : {} } }));
    renderPage(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'فاؤنڈیشن: 1985 سے روحانی رہنمائی، تعلیم اور عطیات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'بے چین دنیا میں پُرسکون دل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'خدمت کے چھ راستے، مقصد ایک' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /اشاعت کے بارے میں جانیں/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ذکرِ قلبی' })).toBeInTheDocument();
    // The last sections' code arrives on its own (routes/home-later.tsx).
    expect(await screen.findByRole('heading', { name: 'آغاز 1985 میں ایک مطالعاتی حلقے سے ہوا' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'اسکاؤٹس میں شامل ہوں' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'شام کے وقت پہاڑیوں کے دامن میں اسکاؤٹس کا خیمہ اور الاؤ' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ہمارا کام، اعداد و شمار میں' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'پروگرام منتخب کریں' })).toBeInTheDocument();

    for (const english of ['Six ways we serve', 'Explore education', 'Why Murshed', 'Our founder', 'Join the scouts', 'Our work in numbers', 'Choose a programme', 'Donate now'])
      expect(document.body).not.toHaveTextContent(english);
  }, 20_000); // the last sections' chunk is transformed on first import, slowly on a busy machine
});
