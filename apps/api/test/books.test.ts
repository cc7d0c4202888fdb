import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('books', () => {
  it('answers an empty library with the spec shape', async () => {
    const res = await t.app.inject('/api/getBooks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { book_list: [], category_list: [], pagination: { page: 1, per_page: 24, total: 0, last_page: 1 } },
    });
  });

  it('gives a JSON 404 for an unknown or malformed id', async () => {
    for (const id of ['999', 'abc', '-1']) {
      const res = await t.app.inject(`/api/getSpecificBook/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });
});
