import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../../../../lib/locale';
import { renderAt, stubFetch } from '../../testing/render';
import { trackedDonation } from '../../testing/tracked';
import { TrackDonationPage } from './track-donation-page';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('Track my donation in Urdu', () => {
  it('asks and answers in Urdu, with the reference and amounts left to right and English content marked', async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch({ 'donations/track': { data: trackedDonation({ status: 'verified', reviewed_at: '2026-11-21T10:00:00.000Z', receipt_available: true }) } });
    renderAt('/track-donation', null, { '/track-donation': <TrackDonationPage /> });

    expect(screen.getByRole('heading', { level: 1, name: 'اپنا عطیہ ٹریک کریں' })).toBeInTheDocument();
    const reference = screen.getByLabelText('عطیے کا حوالہ نمبر');
    const phone = screen.getByLabelText('فون نمبر');
    expect(reference).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(reference).toHaveAccessibleDescription('یہ FD- سے شروع ہوتا ہے اور آپ کے تصدیق کے صفحے پر درج ہے۔');
    await user.type(reference, 'FD-7K3M9QXA');
    await user.type(phone, '+923001234567');
    await user.click(screen.getByRole('button', { name: 'عطیہ ٹریک کریں' }));

    const card = await screen.findByRole('region', { name: 'عطیہ FD-7K3M9QXA' });
    expect(card).toHaveTextContent('تصدیق شدہ');
    expect(card).toHaveTextContent('جزاک اللہ');
    expect(card).toHaveTextContent('طریقۂ ادائیگی');
    expect(screen.getByText('PKR 2,500.00').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Clean water for Tharparkar')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'رسید ڈاؤن لوڈ کریں (PDF)' })).toBeInTheDocument();

    for (const english of ['Track my donation', 'Donation reference', 'Track donation', 'Verified', 'Status', 'Amount', 'Method', 'Given on', 'Download receipt'])
      expect(document.body).not.toHaveTextContent(english);
  });
});

describe('a rejected gift in Urdu', () => {
  it('says what to do next in Urdu, with the phone and e-mail left to right', async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch({
      'donations/track': { data: trackedDonation({ status: 'rejected', rejection_reason: 'رسید پر رقم مختلف ہے۔' }) },
      settings: { data: { company_phone: '+92 42 111 222 333', company_email: 'help@foundation.example' } },
    });
    renderAt('/track-donation', null, { '/track-donation': <TrackDonationPage /> });
    await user.type(screen.getByLabelText('عطیے کا حوالہ نمبر'), 'FD-7K3M9QXA');
    await user.type(screen.getByLabelText('فون نمبر'), '+923001234567');
    await user.click(screen.getByRole('button', { name: 'عطیہ ٹریک کریں' }));

    const next = await screen.findByRole('region', { name: 'اب آپ کیا کر سکتے ہیں' });
    expect(screen.getByRole('link', { name: 'انہی تفصیلات کے ساتھ دوبارہ عطیہ دیں' })).toHaveAttribute('href', '/donation?type=CAMPAIGN&id=3&amount=2500');
    expect((await screen.findByText('help@foundation.example')).closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(next).toHaveTextContent('پر فون کریں یا');
    for (const english of ['What you can do now', 'Give again', 'Questions', 'Call', 'write to']) expect(document.body).not.toHaveTextContent(english);
  });
});
