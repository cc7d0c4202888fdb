import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { filterMessages } from '@foundation/contract/donation-review';
import { kitMessages } from '@foundation/contract/admin/kit';
import { createTestApp, type TestContext } from './helpers.ts';
import { signInAs } from './fixtures/staff.ts';

/**
 * An id in an address is read only as plain decimal digits: `viewBook/0x1` was read as book 1, and
 * so were `1e0`, `+1`, ` 1` and `1.0`. Each other spelling now names nothing, as any unknown id does.
 */
let t: TestContext;
let token: string;
const other = ['0x1', '0X1', '1e0', '1E0', '+1', '%201', '1%20', '%091', '1.0', '1.', '01', '0b1', '0o1', '1_0', '%EF%BC%91', 'Infinity', '1n', '%2B1'];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  token = (await signInAs(t, 'admin')).token;
}, 300_000);
afterAll(() => t.close());

const get = (url: string, auth = false) => t.app.inject({ url, headers: auth ? { authorization: `Bearer ${token}` } : {} });

describe('ids in paths', () => {
  for (const path of ['/api/getSpecificBook/', '/api/viewBook/', '/api/downloadBook/', '/api/getSpecificCourse/', '/api/getSpecificBlog/', '/api/getSpecificCampaign/']) {
    it(`${path} answers id 1 and 404 for every other spelling of it`, async () => {
      expect((await get(`${path}1`)).statusCode).toBe(200);
      for (const id of other) {
        const res = await get(`${path}${id}`);
        expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
        expect(res.json()).toEqual({ message: messages.notFound });
      }
    });
  }

  it('reads a playlist and a lecture category only by their decimal id', async () => {
    expect((await get('/api/getLectures/0')).statusCode).toBe(200);
    expect((await get('/api/getPlaylists/0')).statusCode).toBe(200);
    for (const id of ['0x0', '00', '-0', '0e0', '+0']) {
      expect({ id, status: (await get(`/api/getLectures/${id}`)).statusCode }).toEqual({ id, status: 404 });
      expect({ id, status: (await get(`/api/getPlaylists/${id}`)).statusCode }).toEqual({ id, status: 404 });
    }
  });

  it('answers a back office record only by its decimal id', async () => {
    expect((await get('/api/admin/books/1', true)).statusCode).toBe(200);
    for (const id of other) {
      const res = await get(`/api/admin/books/${id}`, true);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
  });
});

describe('ids in queries', () => {
  it('filters books by a decimal category and refuses any other spelling with 422', async () => {
    expect((await get('/api/getBooks?filter_category=1')).statusCode).toBe(200);
    for (const id of other) {
      const res = await get(`/api/getBooks?filter_category=${id}`);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 422 });
      expect(res.json()).toMatchObject({ message: messages.invalidData, errors: { filter_category: [expect.any(String)] } });
    }
    expect((await get('/api/getBooks?page=0x2')).statusCode).toBe(422);
  });

  it('refuses a lecture to leave out written any other way', async () => {
    expect((await get('/api/audio-source?exclude=1')).statusCode).not.toBe(422);
    expect((await get('/api/audio-source?exclude=0x1')).statusCode).toBe(422);
  });

  it('filters the back office lists by decimal ids, with the filter message otherwise', async () => {
    expect((await get('/api/admin/books?category_id=1', true)).statusCode).toBe(200);
    expect((await get('/api/admin/donations?campaign_id=1&status=all', true)).statusCode).toBe(200);
    for (const id of other) {
      const books = await get(`/api/admin/books?category_id=${id}`, true);
      expect({ id, status: books.statusCode }).toEqual({ id, status: 422 });
      expect(books.json().errors.category_id).toEqual([kitMessages.filterId]);
      const donations = await get(`/api/admin/donations?campaign_id=${id}&status=all`, true);
      expect({ id, status: donations.statusCode }).toEqual({ id, status: 422 });
      expect(donations.json().errors.campaign_id).toEqual([filterMessages.campaign]);
    }
  });
});
