import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBookCategoryListResponseSchema, AdminBookCategoryResponseSchema } from '@foundation/contract/admin/book-categories';
import { AdminBookListResponseSchema, AdminBookResponseSchema, type AdminBook } from '@foundation/contract/admin/books';
import { bookCategoryMessages, fieldMessages as f, RUPEES_MAX } from '@foundation/contract/admin/kit';
import { BookResponseSchema, BooksResponseSchema } from '@foundation/contract/books';
import { messages } from '@foundation/contract/common';
import { books } from '../src/db/schema/index.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { jpeg, pdfBytes, signInStaff, staffClient, uploaded, type StaffClient } from './fixtures/back-office.ts';

/** Staff keep the library: categories (shelves) and books with a cover and a PDF. */
let t: TestContext;
let staff: StaffClient;
let cover: string;
let pdf: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = staffClient(t, await signInStaff(t));
  cover = (await uploaded(staff, { filename: 'cover.jpg', type: 'image/jpeg', content: await jpeg(600, 900) })).url;
  pdf = (await uploaded(staff, { filename: 'Kitab.pdf', type: 'application/pdf', content: pdfBytes })).url;
});
afterAll(() => t.close());

async function category(title: string) {
  const res = await staff.post('/api/admin/book-categories', { title });
  expect(res.statusCode, res.body).toBe(201);
  return AdminBookCategoryResponseSchema.parse(res.json()).data;
}

const bookBody = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Seerat un Nabi',
  author: 'Shibli Nomani',
  category_id: categoryId,
  price: 1250.5,
  thumbnail: cover,
  pdf,
  description: '<p>A life of the Prophet ﷺ.</p><img src="x" onerror="alert(1)">',
  ...overrides,
});

async function book(categoryId: number, overrides: Record<string, unknown> = {}): Promise<AdminBook> {
  const res = await staff.post('/api/admin/books', bookBody(categoryId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminBookResponseSchema.parse(res.json()).data;
}

const library = async (query = '') => (await getOk(t, `/api/getBooks${query}`, BooksResponseSchema)).data;

describe('book categories', () => {
  it('creates and renames a category, and the library shows it at once (its cached list is cleared)', async () => {
    expect((await library()).category_list).toEqual([]);
    const history = await category('History');
    expect(history).toMatchObject({ title: 'History', books: 0 });
    expect((await library()).category_list).toEqual([{ id: history.id, title: 'History' }]);
    const renamed = await staff.patch(`/api/admin/book-categories/${history.id}`, { title: 'Islamic History' });
    expect(renamed.json().data).toMatchObject({ id: history.id, title: 'Islamic History' });
    expect((await library()).category_list).toEqual([{ id: history.id, title: 'Islamic History' }]);
  });

  it('refuses to delete a category books still use, saying why, and deletes it once they are gone', async () => {
    const poetry = await category('Poetry');
    const a = await book(poetry.id, { title: 'Bang-e-Dra' });
    const b = await book(poetry.id, { title: 'Bal-e-Jibril', published: true });
    const listed = AdminBookCategoryListResponseSchema.parse((await staff.get('/api/admin/book-categories?q=poetry')).json());
    expect(listed.data).toMatchObject([{ id: poetry.id, books: 2 }]);

    const refused = await staff.del(`/api/admin/book-categories/${poetry.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: bookCategoryMessages.inUse(2) });
    expect(bookCategoryMessages.inUse(2)).toBe('This category is used by 2 books. Move them to another category or delete them first.');

    expect((await staff.del(`/api/admin/books/${a.id}`)).statusCode).toBe(204);
    expect((await staff.del(`/api/admin/book-categories/${poetry.id}`)).json()).toEqual({ message: bookCategoryMessages.inUse(1) });
    expect((await staff.del(`/api/admin/books/${b.id}`)).statusCode).toBe(204);
    expect((await staff.del(`/api/admin/book-categories/${poetry.id}`)).statusCode).toBe(204);
    expect((await library()).category_list.map((c) => c.title)).not.toContain('Poetry');
  });

  it('refuses a blank or overlong title', async () => {
    expect((await staff.post('/api/admin/book-categories', { title: ' ' })).json()).toEqual({ message: messages.invalidData, errors: { title: [f.required('Title')] } });
    expect((await staff.post('/api/admin/book-categories', { title: 'x'.repeat(101) })).json().errors).toEqual({ title: [f.tooLong('Title', 100)] });
  });
});

describe('books', () => {
  it('keeps a new book as a draft, then publishes it with its price in rupees, cover and readable PDF', async () => {
    const shelf = await category('Seerah');
    const draft = await book(shelf.id);
    expect(draft).toMatchObject({ title: 'Seerat un Nabi', category_id: shelf.id, category_title: 'Seerah', price: 1250.5, thumbnail: cover, pdf, pages: 0, published: false });
    expect(draft.description).toBe('<p>A life of the Prophet ﷺ.</p><img>');
    const [stored] = await t.database.db.select({ pricePaisa: books.pricePaisa, pdfKey: books.pdfKey }).from(books).where(eq(books.id, draft.id));
    expect(stored).toEqual({ pricePaisa: 125_050, pdfKey: pdf.replace('/uploads/', '') });
    expect((await library()).book_list).toEqual([]);
    expect((await t.app.inject(`/api/getSpecificBook/${draft.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/viewBook/${draft.id}`)).statusCode).toBe(404);

    await staff.patch(`/api/admin/books/${draft.id}`, { published: true });
    const shown = await library(`?filter_category=${shelf.id}`);
    expect(shown.book_list).toEqual([{ id: draft.id, title: 'Seerat un Nabi', author: 'Shibli Nomani', thumbnail: cover, price: 1250.5, category: { id: shelf.id, title: 'Seerah' } }]);
    expect(shown.pagination.total).toBe(1);
    const detail = (await getOk(t, `/api/getSpecificBook/${draft.id}`, BookResponseSchema)).data.book_detail;
    expect(detail.description).toBe(draft.description);
    const read = await t.app.inject(`/api/viewBook/${draft.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdfBytes)).toBe(true);

    // Unpublished again: gone from the list (its cached count too), the detail and the reader.
    await staff.patch(`/api/admin/books/${draft.id}`, { published: false });
    expect(await library(`?filter_category=${shelf.id}`)).toMatchObject({ book_list: [], pagination: { total: 0 } });
    expect((await t.app.inject(`/api/viewBook/${draft.id}`)).statusCode).toBe(404);
  });

  it('edits a book: another shelf, a new price, sent back whole as a form does', async () => {
    const [a, b] = [await category('Fiqh'), await category('Hadith')];
    const created = await book(a.id, { published: true });
    const { id, created_at: _c, updated_at: _u, category_title: _t, ...form } = created;
    const res = await staff.patch(`/api/admin/books/${id}`, { ...form, category_id: b.id, price: '999', pages: '320' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ category_id: b.id, category_title: 'Hadith', price: 999, pages: 320, pdf });
    expect((await library(`?filter_category=${b.id}`)).book_list.map((x) => x.id)).toEqual([id]);
  });

  it('serves the new PDF at once to a reader whose browser kept the old one', async () => {
    const created = await book((await category('Tafsir')).id, { published: true });
    const first = await t.app.inject(`/api/viewBook/${created.id}`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const kept = { 'if-none-match': String(first.headers.etag) };
    expect((await t.app.inject({ url: `/api/viewBook/${created.id}`, headers: kept })).statusCode).toBe(304);

    const second = Buffer.from(pdfBytes.toString('latin1').replace('%%EOF', '% second edition\n%%EOF'), 'latin1');
    const replaced = (await uploaded(staff, { filename: 'Second edition.pdf', type: 'application/pdf', content: second })).url;
    await staff.patch(`/api/admin/books/${created.id}`, { pdf: replaced });
    const read = await t.app.inject({ url: `/api/viewBook/${created.id}`, headers: kept });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(second)).toBe(true);
  });

  it('names each bad field with the message shown under it', async () => {
    const shelf = await category('Tafsir');
    const empty = await staff.post('/api/admin/books', {});
    expect(empty.json().errors).toEqual({
      title: [f.required('Title')],
      author: [f.required('Author')],
      category_id: [f.choose('Category')],
      price: [f.money('Price')],
      thumbnail: [f.required('Cover image')],
      pdf: [f.required('PDF')],
    });
    const bad = await staff.post('/api/admin/books', bookBody(shelf.id, { price: -1, pages: 1.5, category_id: 'abc', thumbnail: '/uploads/../config', published: 1 }));
    expect(bad.json().errors).toEqual({
      price: [f.moneyRange('Price', RUPEES_MAX)],
      pages: [f.wholeNumber('Pages', 100_000)],
      category_id: [f.choose('Category')],
      thumbnail: [f.mediaFile('Cover image')],
      published: [f.onOff('Published')],
    });
    expect((await staff.post('/api/admin/books', bookBody(shelf.id, { price: 10.005 }))).json().errors).toEqual({ price: [f.money('Price')] });
    expect((await staff.post('/api/admin/books', bookBody(shelf.id, { price: 1e300 }))).json().errors).toEqual({ price: [f.moneyRange('Price', RUPEES_MAX)] });
    // Checked against the database: a shelf that exists, a PDF from the library (not an image).
    const unknown = await staff.post('/api/admin/books', bookBody(424242, { pdf: cover }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ category_id: [f.missing('Category')], pdf: [f.mediaKind('PDF', 'pdf')] });
    const created = await book(shelf.id);
    const patch = await staff.patch(`/api/admin/books/${created.id}`, { category_id: 99999, pdf: '/uploads/media/none.pdf' });
    expect(patch.json().errors).toEqual({ category_id: [f.missing('Category')], pdf: [f.mediaKind('PDF', 'pdf')] });
    expect((await staff.get(`/api/admin/books/${created.id}`)).json().data.category_id).toBe(shelf.id);
  });

  it('lists books by category, published state, search and price', async () => {
    const shelf = await category('Children');
    await book(shelf.id, { title: 'Stories of the Prophets', price: 300, published: true });
    await book(shelf.id, { title: 'Alif Baa', price: 150 });
    const byPrice = AdminBookListResponseSchema.parse((await staff.get(`/api/admin/books?category_id=${shelf.id}&sort=price`)).json());
    expect(byPrice.data.map((b) => [b.title, b.price])).toEqual([['Alif Baa', 150], ['Stories of the Prophets', 300]]);
    const published = AdminBookListResponseSchema.parse((await staff.get(`/api/admin/books?category_id=${shelf.id}&published=true`)).json());
    expect(published.data.map((b) => b.title)).toEqual(['Stories of the Prophets']);
    const found = AdminBookListResponseSchema.parse((await staff.get('/api/admin/books?q=alif')).json());
    expect(found).toMatchObject({ total: 1, data: [{ title: 'Alif Baa', category_title: 'Children' }] });
  });
});
