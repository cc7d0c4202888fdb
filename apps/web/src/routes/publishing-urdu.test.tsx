import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import PublishingPage from './publishing';

const book = { id: 7, title: 'Light & Shade', author: 'A. Author', thumbnail: '/uploads/books/7.webp', price: 450, category: { id: 1, title: 'Faith' } };
const books = { data: { book_list: [book], category_list: [{ id: 1, title: 'Faith' }], pagination: { page: 1, per_page: 24, total: 2400, last_page: 100 } } };

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the publishing page in Urdu', () => {
  it('shows the library, its books and its ways to read them in Urdu', async () => {
    stubApi((url) => ({ body: url.pathname === '/api/getBooks' ? books : {} }));
    renderPage(<PublishingPage />, { path: '/publishing' });

    expect(screen.getByRole('heading', { level: 1, name: 'ہر دل اور ہر گھر کے لیے کتابیں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'لائبریری کھولیں' })).toHaveAttribute('href', '#library');
    expect(screen.getByRole('region', { name: 'ہم کیا شائع کرتے ہیں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'کتاب تلاش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'تمام زمرے' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'عنوان سے تلاش کریں' })).toHaveAttribute('placeholder', 'مثلاً نماز، تاریخ، بچے');

    expect(await screen.findByText('2,400 میں سے 1 کتابیں دکھائی جا رہی ہیں')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: book.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /^ابھی پڑھیں: Light & Shade ?\(نئے ٹیب میں کھلتا ہے\)$/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: `چھپی ہوئی کاپی منگوائیں: ${book.title}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مزید کتابیں لوڈ کریں' })).toBeInTheDocument();
    expect(screen.getByText('شائع شدہ کتابیں')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ایک اشاعتی ادارہ جو اپنی کتابیں مفت بانٹتا ہے' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ایک کتاب کا خرچ اٹھائیں' })).toBeInTheDocument();
    expect(document.title).toMatch(/^اشاعت — /);
    expect(document.body.textContent).not.toMatch(/Books for every heart|Open the library|Read Now|Order Hard Copy|Load more books|Showing|Books Published|Sponsor a book/);
  });
});
