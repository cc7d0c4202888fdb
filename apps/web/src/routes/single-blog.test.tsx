import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../test/render-page';
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

describe('the blog post page', () => {
  it('shows the post named by ?id=, its author, date and rich text, and titles the tab', async () => {
    stubApi((url) => (url.pathname === '/api/getSpecificBlog/4' ? { body: { data: { blog_detail: blog } } } : { status: 404, body: {} }));
    renderPage(<SingleBlogPage />, { path: '/singleBlog?id=4' });
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText('Sara Khan')).toBeInTheDocument();
    expect(screen.getByText('Water reached the village at last.')).toBeInTheDocument();
    expect(document.title).toBe('A Well for Tharparkar — Foundation');
  });

  it('answers an unknown id with a kind word, and logs nothing', async () => {
    const error = vi.spyOn(console, 'error');
    stubApi(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderPage(<SingleBlogPage />, { path: '/singleBlog?id=999' });
    expect(await screen.findByRole('heading', { name: 'We could not find that post' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed load and invites the reader to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(() => ({ status: 500, body: { message: 'Something went wrong on our side. Please try again.' } }));
    renderPage(<SingleBlogPage />, { path: '/singleBlog?id=4' });
    expect(await screen.findByRole('heading', { name: 'We could not load this post' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Could not load the blog post', expect.anything());
  });

  it('does not even ask when the id is missing or not a number', async () => {
    const fetchMock = stubApi(() => ({ body: {} }));
    renderPage(<SingleBlogPage />, { path: '/singleBlog?id=abc' });
    expect(screen.getByRole('heading', { name: 'We could not find that post' })).toBeInTheDocument();
    // The foundation's name for the tab's title is all it reads.
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).filter((path) => path !== '/api/settings')).toEqual([]);
  });
});
