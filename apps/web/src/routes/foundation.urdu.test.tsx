import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage } from '../test/render-page';
import FoundationPage from './foundation';

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the foundation page in Urdu', () => {
  it('tells the story, the leaders’ words and the members in Urdu, and titles the tab in Urdu', () => {
    renderPage(<FoundationPage />, { path: '/foundation' });

    expect(screen.getByRole('heading', { level: 1, name: '1985 سے خدمت کا ایک خاندان' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ایک حلقے سے ملک گیر خاندان تک' })).toBeInTheDocument();
    expect(screen.getByText(/صحرائے تھر میں پہلا کنواں کھودا گیا/)).toBeInTheDocument();
    expect(screen.getByText('بانی اور روحانی رہنما')).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'فاؤنڈیشن کے اراکین' });
    expect(members).toHaveTextContent('چوہدری محمد اکرم');
    expect(members).toHaveTextContent('علاقائی سربراہ، پنجاب');
    expect(document.title).toMatch(/^فاؤنڈیشن کا تعارف/);

    for (const english of ['A family of service', 'Our story', 'Words from our leaders', 'Founder and spiritual guide', 'Chairman', 'Foundation members'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
