import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../../../../lib/locale';
import { renderAt, stubFetch } from '../../testing/render';
import { answer, trackedDonation } from '../../testing/tracked';
import { DonationConfirmationPage } from './confirmation-page';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

const at = (reference: string) => renderAt(`/donation/confirmation?reference=${reference}`, null, { '/donation/confirmation': <DonationConfirmationPage /> });

describe('the donation confirmation in Urdu', () => {
  it('thanks the donor in Urdu, with the reference left to right and the gift described in Urdu', async () => {
    sessionStorage.setItem('last_manual_gift', JSON.stringify({ reference: 'FD-7K3M9QXA', key: 'v1.sealed-key', phone: '+923001234567', moduleCode: 'CAMPAIGN', back: '/donate' }));
    stubFetch({ 'donations/confirmation': { data: trackedDonation() } });
    at('FD-7K3M9QXA');

    expect(screen.getByRole('heading', { level: 1, name: 'شکریہ، آپ کا عطیہ موصول ہو گیا ہے' })).toBeInTheDocument();
    expect(screen.getByText('آپ کا حوالہ نمبر')).toBeInTheDocument();
    expect(screen.getByText('FD-7K3M9QXA')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'حوالہ نمبر کاپی کریں' })).toBeInTheDocument();
    const gift = await screen.findByRole('region', { name: 'آپ کا عطیہ' });
    expect(within(gift).getByText('موصول – جانچ جاری ہے')).toBeInTheDocument();
    expect(within(gift).getByText('PKR 2,500.00').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('region', { name: 'آگے کیا ہوگا' })).toHaveTextContent('دو کاروباری دنوں کے اندر');
    expect(screen.getByRole('button', { name: 'پرنٹ یا محفوظ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'یہ عطیہ ٹریک کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مہمات پر واپس جائیں' })).toBeInTheDocument();

    for (const english of ['Thank you', 'Your reference', 'Your gift', 'What happens next', 'Print or save', 'Track this donation', 'Back to campaigns', 'Received'])
      expect(document.body).not.toHaveTextContent(english);
  });

  it('says in Urdu when the details cannot be read, with Try again', async () => {
    sessionStorage.setItem('last_manual_gift', JSON.stringify({ reference: 'FD-7K3M9QXA', key: 'v1.sealed-key', phone: '+923001234567', moduleCode: 'DONATION', back: '/welfare' }));
    stubFetch({ 'donations/confirmation': () => answer(500, { message: 'Server error' }) });
    at('FD-7K3M9QXA');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('آپ کا عطیہ ہمیں مل گیا ہے، مگر اس وقت اس کی تفصیل نہیں دکھائی جا سکی۔');
    expect(within(alert).getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
  });

  it('points to the tracking page in an Urdu sentence when it has no phone', () => {
    stubFetch({});
    at('FD-7K3M9QXA');
    const link = screen.getByRole('link', { name: 'اپنا عطیہ ٹریک کریں' });
    expect(link.parentElement).toHaveTextContent('اس کی تفصیل اور کیفیت دیکھنے کے لیے اپنا عطیہ ٹریک کریں کے صفحے پر');
  });
});
