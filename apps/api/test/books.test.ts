import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheBusOf } from '../src/lib/cache-bus.ts';
import { CATALOGUE } from '../src/services/catalogue/books.ts';
import { BookResponseSchema, BooksResponseSchema, LatestBooksResponseSchema } from '@foundation/contract/books';
import { bookCategories, books } from '../src/db/schema/index.ts';
import { createTestApp, expectNotFound, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titles = async (query: string) =>
  (await getOk(t, `/api/getBooks${query}`, BooksResponseSchema)).data.book_list.map((b) => b.title);

it('answers an empty library with the spec shape', async () => {
  const res = await t.app.inject('/api/getBooks');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    data: { book_list: [], category_list: [], pagination: { page: 1, per_page: 24, total: 0, last_page: 1 } },
  });
});

describe('with a library', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  let faith: number;
  let history: number;
  let first: number;
  let unpublished: number;

  beforeAll(async () => {
    const db = t.database.db;
    [{ id: faith }, { id: history }] = (await db
      .insert(bookCategories)
      .values([{ title: 'Faith' }, { title: 'History' }])
      .returning({ id: bookCategories.id })) as [{ id: number }, { id: number }];
    const book = (title: string, categoryId: number, published = true) => ({
      title,
      categoryId,
      published,
      author: 'Foundation Press',
      thumbnail: `/uploads/books/${title.length}.jpg`,
      pdfKey: 'books/guide.pdf',
      pricePaisa: 125_050,
      pages: 120,
    });
    // Inserted oldest first: the library lists the newest first.
    const rows = await db
      .insert(books)
      .values([
        book('The Path of Light', faith),
        book('Lights of History', history),
        book('100% Sincere', faith),
        book('1000 Sincere Deeds', faith),
        book('a_b Notes', history),
        book('axb Notes', history),
        book('Unpublished Light', faith, false),
      ])
      .returning({ id: books.id });
    first = rows[0]!.id;
    unpublished = rows[6]!.id;
    await t.storage.put('private', 'books/guide.pdf', pdf);
    // Written straight to the database: the cached counts are cleared as the staff write path clears them after a write to books.
    cacheBusOf(db).publish(CATALOGUE);
  });

  it('lists published books newest first with the categories', async () => {
    const { data } = await getOk(t, '/api/getBooks', BooksResponseSchema);
    expect(data.book_list.map((b) => b.title)).toEqual([
      'axb Notes',
      'a_b Notes',
      '1000 Sincere Deeds',
      '100% Sincere',
      'Lights of History',
      'The Path of Light',
    ]);
    expect(data.category_list).toEqual([
      { id: faith, title: 'Faith' },
      { id: history, title: 'History' },
    ]);
    expect(data.book_list.at(-1)).toEqual({
      id: first,
      title: 'The Path of Light',
      author: 'Foundation Press',
      thumbnail: '/uploads/books/17.jpg',
      price: 1250.5,
      category: { id: faith, title: 'Faith' },
    });
  });

  it('searches titles without regard to case', async () => {
    expect(await titles('?search=LIGHT')).toEqual(['Lights of History', 'The Path of Light']);
    expect(await titles('?search=%20path%20')).toEqual(['The Path of Light']);
    expect(await titles('?search=nothing-like-this')).toEqual([]);
  });

  it('filters by category, 0 meaning every category, and combines with search', async () => {
    expect(await titles(`?filter_category=${history}`)).toEqual(['axb Notes', 'a_b Notes', 'Lights of History']);
    expect(await titles('?filter_category=0')).toHaveLength(6);
    expect(await titles(`?filter_category=${faith}&search=light`)).toEqual(['The Path of Light']);
    expect(await titles(`?filter_category=${history}&search=sincere`)).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await titles(`?search=${encodeURIComponent('100%')}`)).toEqual(['100% Sincere']);
    expect(await titles('?search=a_b')).toEqual(['a_b Notes']);
    expect(await titles(`?search=${encodeURIComponent('%')}`)).toEqual(['100% Sincere']);
  });

  it('pages the list and says how many pages there are', async () => {
    const { data } = await getOk(t, '/api/getBooks?per_page=4&page=2', BooksResponseSchema);
    expect(data.pagination).toEqual({ page: 2, per_page: 4, total: 6, last_page: 2 });
    expect(data.book_list.map((b) => b.title)).toEqual(['Lights of History', 'The Path of Light']);
    const filtered = await getOk(t, `/api/getBooks?per_page=2&filter_category=${faith}`, BooksResponseSchema);
    expect(filtered.data.pagination).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
  });

  it('refuses a nonsense query with a 422 rather than guessing', async () => {
    for (const query of ['page=0', 'per_page=1000', 'filter_category=-1', 'filter_category=abc']) {
      expect((await t.app.inject(`/api/getBooks?${query}`)).statusCode).toBe(422);
    }
  });

  it('lists the latest published books', async () => {
    const { data } = await getOk(t, '/api/getLastestBooks', LatestBooksResponseSchema);
    expect(data.book_list[0]!.title).toBe('axb Notes');
    expect(data.book_list.map((b) => b.title)).not.toContain('Unpublished Light');
  });

  it('gives a book with its price, description and pages, never its storage key', async () => {
    const url = `/api/getSpecificBook/${first}`;
    const { data } = await getOk(t, url, BookResponseSchema);
    expect(data.book_detail).toMatchObject({ id: first, price: 1250.5, pages: 120 });
    expect((await t.app.inject(url)).body).not.toContain('guide.pdf');
  });

  it('answers unknown, unpublished and malformed ids with a JSON 404', async () => {
    for (const prefix of ['/api/getSpecificBook/', '/api/viewBook/', '/api/downloadBook/']) {
      await expectNotFound(t, prefix, [String(unpublished)]);
      await expectNotFound(t, prefix);
    }
  });

  it('opens the PDF inline to read and as an attachment to download', async () => {
    for (const [path, disposition] of [
      ['viewBook', 'inline'],
      ['downloadBook', 'attachment'],
    ]) {
      const res = await t.app.inject(`/api/${path}/${first}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`${disposition}; filename="The Path of Light.pdf"`);
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });
});
