import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage } from '../test/render-page';
import ScoutsPage from './scouts';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the scouts page in Urdu', () => {
  it('shows the values, the six skills, the gallery and the way to join in Urdu', () => {
    renderPage(<ScoutsPage />, { path: '/scouts' });

    expect(screen.getByRole('heading', { level: 1, name: 'کردار سازی، ایک ایک کیمپ کے ساتھ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'نظم و ضبط' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'عمر بھر کام آنے والی چھ مہارتیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ابتدائی طبی امداد' })).toBeInTheDocument();
    expect(screen.getByText('کیمپ میں صبح کی اسمبلی اور پرچم کشائی')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہمارے ساتھ شامل ہوں' })).toHaveAttribute('href', '#join-us');
    expect(screen.getByRole('heading', { name: 'اسکاؤٹ یا اسکاؤٹ لیڈر بنیں' })).toBeInTheDocument();

    for (const english of ['Building character', 'Discipline', 'Six skills for a lifetime', 'First aid', 'Morning assembly', 'Join Us', 'Become a scout'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
