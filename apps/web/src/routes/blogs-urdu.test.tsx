import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import BlogsPage from './blogs';
import SingleBlogPage from './single-blog';

const blog = {
  id: 4,
  title: 'A Well for Tharparkar',
  image: '/uploads/blogs/4.webp',
  description: '<p>Water reached the village at last.</p>',
  excerpt: 'Water reached the village at last.',
  author_name: 'Sara Khan',
  published_date: '7 Nov 2026',
  created_at2: '7 Nov 2026',
};
const urduBlog = { ...blog, id: 5, title: 'تھرپارکر میں کنواں', excerpt: 'آخرکار گاؤں تک پانی پہنچ گیا۔' };

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the blog in Urdu', () => {
  it('lists the posts in Urdu, English ones marked as English, dates in Urdu', async () => {
    stubApi(() => ({ body: { data: { blog_list: [blog, urduBlog] } } }));
    renderPage(<BlogsPage />, { path: '/blogs' });

    expect(screen.getByRole('heading', { level: 1, name: 'فاؤنڈیشن کی کہانیاں' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'بلاگ تحریریں' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: blog.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: urduBlog.title })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: `مزید دیکھیں: ${blog.title}` })).toBeInTheDocument();
    expect(screen.getAllByText('7 نومبر، 2026')).toHaveLength(2);
    expect(document.title).toMatch(/^بلاگز — /);
    expect(document.body.textContent).not.toMatch(/Stories from the foundation|View More|Published|Nov 2026/);
  });

  it('shows a post in Urdu, and says so in Urdu when there is none', async () => {
    stubApi((url) => (url.pathname === '/api/getSpecificBlog/4' ? { body: { data: { blog_detail: blog } } } : { status: 404, body: {} }));
    const { unmount } = renderPage(<SingleBlogPage />, { path: '/singleBlog?id=4' });
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'تمام تحریریں' })).toBeInTheDocument();
    expect(screen.getByText('تحریر:')).toBeInTheDocument();
    expect(screen.getByText('7 نومبر، 2026')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/All posts|Written by|Posted on/);
    unmount();

    renderPage(<SingleBlogPage />, { path: '/singleBlog?id=abc' });
    expect(screen.getByRole('link', { name: 'تمام تحریریں دیکھیں' })).toBeInTheDocument();
    expect(screen.getByText('ممکن ہے اسے منتقل کر دیا گیا ہو یا ہٹا دیا گیا ہو۔ ہماری باقی کہانیاں بلاگ پر آپ کی منتظر ہیں۔')).toBeInTheDocument();
  });
});
