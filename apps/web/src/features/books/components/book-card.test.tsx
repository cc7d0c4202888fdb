import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { BookCard } from './book-card';

const book = { id: 7, title: 'Light & Shade', author: 'A. Author', thumbnail: '/uploads/books/7.webp', price: 450, category: { id: 1, title: 'Faith' } };

describe('a book card', () => {
  it('reads in a new tab, downloads, and orders a hard copy remembering the cover', async () => {
    renderPage(<BookCard book={book} />);
    const read = screen.getByRole('link', { name: /Read Now/ });
    expect(read).toHaveAttribute('href', '/api/viewBook/7');
    expect(read).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/downloadBook/7');

    const order = screen.getByRole('link', { name: /Order Hard Copy/ });
    expect(order).toHaveAttribute('href', '/donation?type=BOOK&id=7&title=Light+%26+Shade');
    await userEvent.click(order);
    expect(localStorage.getItem('book_image_7')).toBe('/uploads/books/7.webp');
  });
});
