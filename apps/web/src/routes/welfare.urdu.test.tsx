import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage } from '../test/render-page';
import WelfarePage from './welfare';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the welfare page in Urdu', () => {
  it('shows the programmes and their categories in Urdu, each card giving to its category by its own name', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<WelfarePage />, { path: '/welfare' });

    expect(screen.getByRole('heading', { level: 1, name: 'ہر خاندان پانی، روٹی اور عزت کا حق دار ہے' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ہماری فلاحی خدمات، اعداد و شمار میں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اچھی زندگی کی بنیادیں' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'تعلیم، پانی اور صحت کے پروگرام' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'پانی کے منصوبے' }));
    expect(screen.getByRole('heading', { name: 'ہینڈ پمپ' })).toBeInTheDocument();
    // The category keeps its English name for the donation form: it is how the forms know it.
    const links = screen.getAllByRole('link', { name: 'اپنا حصہ ڈالیں' });
    expect(links.length).toBeGreaterThan(4);
    expect(links.some((a) => a.getAttribute('href')?.includes('title=Handpump'))).toBe(true);
    expect(screen.getByRole('link', { name: 'عطیہ دینے کے تمام طریقے دیکھیں' })).toBeInTheDocument();

    for (const english of ['Every family deserves', 'Our welfare in numbers', 'Water Projects', 'Handpump', 'Contribute Your Portion', 'Not sure where to give'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
