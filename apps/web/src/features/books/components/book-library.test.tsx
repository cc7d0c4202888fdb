import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Book } from '@foundation/contract/books';
import { emptyStates } from '@foundation/contract/messages';
import { renderPage, stubApi } from '../../../test/render-page';
import { BookLibrary } from './book-library';

const categories = [
  { id: 1, title: 'Spirituality' },
  { id: 2, title: 'History' },
];

const book = (id: number, title: string, categoryId = 1): Book => ({
  id,
  title,
  author: 'Foundation Press',
  thumbnail: `/uploads/books/${id}.webp`,
  price: 500,
  category: categories.find((c) => c.id === categoryId)!,
});

const library = [book(1, 'The Prayer of the Heart'), book(2, 'Lives of the Saints', 2), book(3, 'Prayer for Children')];

/** A small getBooks: title search, category filter and pages of `perPage`, as the API answers. */
function stubLibrary(books = library, perPage = 24) {
  return stubApi((url) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const category = Number(url.searchParams.get('filter_category') ?? 0);
    const page = Number(url.searchParams.get('page') ?? 1);
    const hits = books.filter((b) => b.title.toLowerCase().includes(search) && (!category || b.category.id === category));
    const last_page = Math.max(1, Math.ceil(hits.length / perPage));
    return {
      body: {
        data: {
          book_list: hits.slice((page - 1) * perPage, page * perPage),
          category_list: categories,
          pagination: { page, per_page: perPage, total: hits.length, last_page },
        },
      },
    };
  });
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const searches = (fetchMock: ReturnType<typeof stubLibrary>) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').searchParams.get('search'));
describe('the book library', () => {
  it('waits for a pause in typing, then asks once and narrows the grid', async () => {
    const fetchMock = stubLibrary();
    renderPage(<BookLibrary />);
    expect(await screen.findByRole('heading', { name: 'Lives of the Saints' })).toBeInTheDocument();

    // Key by key, faster than the 300 ms pause (fireEvent is synchronous: no slow-machine flakiness).
    const box = screen.getByLabelText('Search by title');
    for (let i = 1; i <= 'prayer'.length; i++) fireEvent.change(box, { target: { value: 'prayer'.slice(0, i) } });
    await waitFor(() => expect(titles()).toEqual(['The Prayer of the Heart', 'Prayer for Children']));
    // One request for the whole word, none for "p", "pr", "pra" ...
    expect(searches(fetchMock)).toEqual([null, 'prayer']);
  });

  it('filters by the category chosen in the dropdown, 0 meaning every category', async () => {
    const fetchMock = stubLibrary();
    renderPage(<BookLibrary />);
    const select = await screen.findByLabelText('Category');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All categories', 'Spirituality', 'History']));

    await userEvent.selectOptions(select, 'History');
    await waitFor(() => expect(titles()).toEqual(['Lives of the Saints']));
    const lastUrl = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(lastUrl.searchParams.get('filter_category')).toBe('2');

    await userEvent.selectOptions(select, 'All categories');
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('loads the next page on request and hides the button after the last', async () => {
    stubLibrary(library, 2);
    renderPage(<BookLibrary />);
    await screen.findByText('Showing 2 of 3 books');
    await userEvent.click(screen.getByRole('button', { name: 'Load more books' }));
    await screen.findByText('Showing 3 of 3 books');
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more books' })).not.toBeInTheDocument();
  });

  it('shows the spec text when there is no book', async () => {
    stubLibrary([]);
    renderPage(<BookLibrary />);
    expect(await screen.findByText(emptyStates.noBooks)).toBeInTheDocument();
  });

  it('logs a failed load and shows no false empty text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(() => ({ status: 500, body: { message: 'boom' } }));
    renderPage(<BookLibrary />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Could not load books', expect.anything()));
    expect(screen.queryByText(emptyStates.noBooks)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search by title')).toBeInTheDocument();
  });
});
