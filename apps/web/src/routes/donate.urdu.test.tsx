import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import { CampaignCard } from '../features/campaigns/components/campaign-card';
import DonatePage from './donate';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the donate page in Urdu', () => {
  it('speaks Urdu in its own headings, its empty campaigns and its promise', async () => {
    stubApi((url) => (url.pathname.endsWith('getCampaigns') ? { body: { data: { campaign_list: [] } } } : { body: { data: {} } }));
    renderPage(<DonatePage />, { path: '/donate' });

    expect(screen.getByRole('heading', { level: 1, name: 'آپ کا حصہ، ان کا کل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اس کام کے لیے عطیہ دیں جو آپ کے دل کے قریب ہے' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'وہ مہمات جنہیں ابھی آپ کی ضرورت ہے' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ہر عطیہ دہندہ سے ہمارا وعدہ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'محفوظ ادائیگیاں' })).toBeInTheDocument();
    expect(await screen.findByText(/اس وقت کوئی مہم جاری نہیں/)).toBeInTheDocument();

    for (const english of ['Your portion, their tomorrow', 'Campaigns that need you now', 'Our promise to every donor', 'Safe payments', 'There are no open campaigns'])
      expect(document.body).not.toHaveTextContent(english);
  });

  it('shows a campaign as staff wrote it, marked English, with its amounts left to right', () => {
    const campaign = { id: 12, title: 'Winter Meals', description: 'Hot meals for hospital families.', tags: ['Food'], image: '', total_amount: 1250000.5, target_amount: 5000000 };
    renderPage(<CampaignCard campaign={campaign} />);
    expect(screen.getByRole('heading', { name: 'Winter Meals' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Hot meals for hospital families.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('progressbar', { name: 'Winter Meals کے لیے جمع شدہ رقم' })).toHaveAttribute('aria-valuetext', '25%: Rs 5,000,000 میں سے Rs 1,250,000.5');
    expect(screen.getByText('Rs 1,250,000.5')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('ہدف')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عطیہ دیں' })).toBeInTheDocument();
    for (const english of ['Raised', 'Target', 'Donate']) expect(document.body).not.toHaveTextContent(english);
  });
});
