import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedIn } from '../../test/helpers';
import { bookRow, category, fakeApi, page } from '../test/fake-api';

const booksApi = (rows = [bookRow(), bookRow({ id: 8, title: 'Letters Home', price: 300, published: false })], total = rows.length) =>
  fakeApi({
    'GET /books': () => page(rows, total),
    'GET /book-categories': () => page([category(), category({ id: 4, title: 'History' })]),
  });

const bookCalls = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/admin/books'));

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('resource list', () => {
  it('reads search, filters, sort and page from the address and asks the API for exactly that', async () => {
    signedIn();
    const api = booksApi([bookRow()], 60);
    renderApp('/books?q=mercy&category_id=3&published=true&sort=-price&page=2');
    const table = await screen.findByRole('table', { name: 'Books, page 2 of 3' });
    expect(bookCalls(api.calls)).toEqual(['GET /api/admin/books?page=2&per_page=25&sort=-price&q=mercy&category_id=3&published=true']);
    expect(screen.getByLabelText('Search books')).toHaveValue('mercy');
    expect(screen.getByLabelText('Status')).toHaveValue('true');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('3'));
    expect(within(table).getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('keeps every change in the address: a sort, a filter, a search and a page', async () => {
    signedIn();
    const api = booksApi([bookRow()], 60);
    const { router } = renderApp('/books');
    const table = await screen.findByRole('table');
    expect(bookCalls(api.calls)).toEqual(['GET /api/admin/books?page=1&per_page=25&sort=-created_at']);

    await userEvent.click(within(table).getByRole('button', { name: /Title/ }));
    expect(router.state.location.search).toBe('?sort=title');
    await userEvent.click(within(table).getByRole('button', { name: /Title/ }));
    expect(router.state.location.search).toBe('?sort=-title');
    await waitFor(() => expect(bookCalls(api.calls)).toContain('GET /api/admin/books?page=1&per_page=25&sort=-title'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?sort=-title&page=2');

    // A filter is a new place and starts at its first page.
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Drafts');
    expect(router.state.location.search).toBe('?published=false&sort=-title');

    await userEvent.type(screen.getByLabelText('Search books'), 'letters');
    await waitFor(() => expect(router.state.location.search).toBe('?q=letters&published=false&sort=-title'));
    await waitFor(() => expect(bookCalls(api.calls)).toContain('GET /api/admin/books?page=1&per_page=25&sort=-title&q=letters&published=false'));
    // One request for the pause in typing, not one a key.
    expect(bookCalls(api.calls).filter((c) => c.includes('q='))).toHaveLength(1);

    // Back returns to the list before the search.
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-title&page=2'));
    await waitFor(() => expect(screen.getByLabelText('Search books')).toHaveValue(''));
  });

  it('keeps a search sent with Enter when a filter is chosen before the list has shown it', async () => {
    signedIn();
    const api = booksApi([bookRow()], 60);
    const { router } = renderApp('/books?sort=-title');
    await screen.findByRole('table');
    const search = screen.getByLabelText('Search books');
    // Both in one go, as a quick hand does while the router still renders the search's address:
    // the filter's handler is the page's from before the search.
    await act(async () => {
      fireEvent.change(search, { target: { value: 'letters' } });
      fireEvent.submit(search.closest('form')!);
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=letters&published=false&sort=-title'));
    await waitFor(() => expect(bookCalls(api.calls)).toContain('GET /api/admin/books?page=1&per_page=25&sort=-title&q=letters&published=false'));
    expect(screen.getByLabelText('Search books')).toHaveValue('letters');
    expect(screen.getByLabelText('Status')).toHaveValue('false');
    // No request ever went out without the search once it was sent.
    expect(bookCalls(api.calls).filter((c) => c.includes('published=false') && !c.includes('q=letters'))).toEqual([]);

    // The search took the place of the list it searched (as typing does); the filter is a new place.
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=letters&sort=-title'));
  });

  it('shows each row with its money and status in words; a row opens its form', async () => {
    signedIn();
    booksApi();
    const { router } = renderApp('/books?sort=title');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('The Garden of Mercy');
    expect(rows[1]).toHaveTextContent('Rs 1,250');
    expect(rows[1]).toHaveTextContent('Published');
    expect(rows[2]).toHaveTextContent('Draft');
    await userEvent.click(within(rows[2]!).getByText('Rs 300'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/books/8'));
    expect(router.state.location.state).toEqual({ back: '?sort=title' });
  });

  it('says when there is nothing yet, and when nothing matches, with a way out of each', async () => {
    signedIn();
    booksApi([]);
    const { router } = renderApp('/books');
    expect(await screen.findByText('No books yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first book' })).toHaveAttribute('href', '/books/new');
    await router.navigate('/books?q=zzz');
    expect(await screen.findByText('No books match this search and these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear search and filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('on a phone, rows are cards that open the form, and sorting is a select', async () => {
    signedIn();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    booksApi();
    const { router } = renderApp('/books');
    const cards = await screen.findByRole('list', { name: 'Books, page 1 of 1' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/PriceRs 1,250/);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price, descending');
    expect(router.state.location.search).toBe('?sort=-price');
    await userEvent.click(within(items[1]!).getByRole('link', { name: 'Letters Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/books/8'));
  });

  it('says what went wrong and tries again on request', async () => {
    signedIn();
    let fail = true;
    fakeApi({ 'GET /book-categories': () => (fail ? json(500, { message: 'The server had a problem.' }) : page([category()])) });
    renderApp('/book-categories');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Poetry' })).toHaveAttribute('href', '/book-categories/3');
  });

  it('is clean to axe, navigation included', async () => {
    signedIn();
    booksApi();
    const { container } = renderApp('/books');
    await screen.findByRole('table');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
