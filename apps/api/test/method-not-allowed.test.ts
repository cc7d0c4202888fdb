import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a method a known path does not take', () => {
  it('answers 405 naming the methods it does take, for a plain path and one with an id', async () => {
    for (const [method, url, allow] of [
      ['PUT', '/api/settings', 'GET, HEAD'],
      ['DELETE', '/api/getCourses', 'GET, HEAD'],
      ['POST', '/api/getSpecificCourse/3', 'GET, HEAD'],
      ['GET', '/api/saveContact', 'POST'],
      ['PROPFIND', '/api/settings', 'GET, HEAD'],
      ['PUT', '/api/admin/books/1', 'DELETE, GET, HEAD, PATCH'],
    ] as const) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect({ method, url, status: res.statusCode, allow: res.headers.allow }).toEqual({ method, url, status: 405, allow });
      expect(res.json()).toEqual({ message: messages.methodNotAllowed });
    }
  });

  it('still answers 404 for a path nothing serves, and lets the methods it takes through', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/settings' })).statusCode).toBe(200);
  });
});
