import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../../lib/locale';
import { renderWithProviders, mockApi } from '../../test/render';
import { Header } from './header';
import { Footer } from './footer';
import { RouteError } from './route-error';

const settings = { company_phone: '+92 300 1234567', company_email: 'info@foundation.pk', company_address: 'Data Darbar Road, Lahore', company_logo: '', company_name: 'دی فاؤنڈیشن ٹرسٹ' };

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the site frame in Urdu', () => {
  it('names the links, the menu, the hotline and the language switch in Urdu', async () => {
    mockApi({ settings: { data: settings } });
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { path: '/contact' },
    );

    const banner = screen.getByRole('banner');
    const main = within(banner).getByRole('navigation', { name: 'مرکزی' });
    for (const label of ['تعلیم', 'اشاعت', 'فلاح و بہبود', 'روحانیت', 'گیلری']) expect(within(main).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'عطیہ دیں' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'مینو کھولیں' })).toBeInTheDocument();
    expect(await within(banner).findByRole('link', { name: 'ہاٹ لائن +92 300 1234567' })).toBeInTheDocument();
    // jsdom drops the space a browser keeps before the sr-only word.
    expect(within(banner).getByRole('link', { name: /^براہِ راست ?نشریات$/ })).toBeInTheDocument();
    // The switch to English, in the top bar and in the menu, names English in English.
    const english = within(banner).getAllByRole('link', { name: 'English', hidden: true });
    expect(english).toHaveLength(2);
    for (const link of english) expect(link).toHaveAttribute('href', '/contact?lang=en');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: '1985 سے ایمان کے جذبے کے ساتھ خدمت' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'رکن بنیں' })).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'صفحے کا زیریں حصہ' })).toHaveTextContent('اپنا عطیہ ٹریک کریں');
    expect(within(footer).getByText('Data Darbar Road, Lahore')).toHaveAttribute('lang', 'en');
    // The foundation's name as staff set it in settings (here in Urdu), not the catalogue's.
    expect(footer).toHaveTextContent('© 2024 دی فاؤنڈیشن ٹرسٹ۔ جملہ حقوق محفوظ ہیں۔');

    for (const english of ['Education', 'Donate', 'Hotline', 'Open menu', 'Serving with faith', 'Become a member', 'Track my donation', 'All rights reserved'])
      expect(document.body).not.toHaveTextContent(english);
  });

  it('says in Urdu that a page could not be shown', () => {
    const error = console.error;
    console.error = () => {};
    try {
      renderWithProviders(<RouteError error={new Error('boom')} />);
    } finally {
      console.error = error;
    }
    expect(screen.getByRole('heading', { name: 'کچھ غلط ہو گیا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوبارہ لوڈ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحۂ اول' })).toBeInTheDocument();
  });
});
