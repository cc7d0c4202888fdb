import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitMessages } from '@foundation/contract/admin/kit';
import { messages } from '@foundation/contract/common';
import { staffMessages } from '@foundation/contract/staff';
import { createTestApp, missingIds, type TestContext } from './helpers.ts';
import { bearer, registerLearner } from './learner-fixtures.ts';
import { signInStaff, staffClient, type StaffClient } from './fixtures/back-office.ts';

/**
 * What holds for every back office path, read from the app's own OpenAPI document so a resource
 * added tomorrow is covered without anyone editing this file.
 */
let t: TestContext;
let staff: StaffClient;
type Operation = { method: string; path: string; url: string; tags?: string[]; security?: unknown };
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ env: { API_DOCS: 'all' } });
  staff = staffClient(t, await signInStaff(t));
  const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, url: path.replace('{id}', '1'), tags: op.tags, security: op.security })),
    );
});
afterAll(() => t.close());

/** No session needed: signing in and the e-mailed links (who may call the rest: admin-authorization-matrix.test.ts). */
const PUBLIC = ['/api/admin/login', '/api/admin/login/two-factor', '/api/admin/invitations/accept', '/api/admin/password-reset', '/api/admin/password-reset/confirm', '/api/admin/sign-in-link'];
const signIn = (o: Operation) => PUBLIC.includes(o.path);
/**
 * The kit's lists: donation review predates the kit and keeps its own query (donation-review.test.ts);
 * its filter choices, the money dashboard and one's own account are no lists (money-*.test.ts,
 * staff-digest.test.ts), and a CSV export is a file.
 */
const notKit = [
  '/api/admin/me',
  '/api/admin/me/preferences',
  '/api/admin/settings',
  '/api/admin/payment-details',
  '/api/admin/donations',
  '/api/admin/donations/filter-options',
  '/api/admin/reports/summary',
  '/api/admin/audit/filter-options',
  // The funds report and the season's rates are one record each, no lists (funds.test.ts).
  '/api/admin/reports/funds',
  '/api/admin/giving-rates',
];
const lists = () => operations.filter((o) => o.method === 'GET' && !o.path.includes('{') && !o.path.endsWith('.csv') && !notKit.includes(o.path));

describe('every back office path', () => {
  it('is documented under the back office tag, with the staff token as its security', () => {
    const resources = [
      'blogs',
      'book-categories',
      'books',
      'campaigns',
      'welfare-categories',
      'course-types',
      'courses',
      'news-events',
      'locations',
      'lecture-categories',
      'lectures',
      'gallery',
      'playlists',
      'media',
      'settings',
    ];
    for (const r of resources) expect(operations.some((o) => o.path === `/api/admin/${r}`), r).toBe(true);
    expect(operations.length).toBeGreaterThan(25);
    for (const o of operations) {
      expect(o.tags, `${o.method} ${o.path}`).toEqual(['back office']);
      if (!signIn(o)) expect(o.security, `${o.method} ${o.path}`).toEqual([{ staffAuth: [] }]);
    }
  });

  it('answers 401 to no token, a forged one and a learner token, before reading any body', async () => {
    const learner = await registerLearner(t);
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, bearer(learner.token)]) {
      for (const o of operations.filter((op) => !signIn(op))) {
        const res = await t.app.inject({ method: o.method as 'GET', url: o.url, headers, ...(o.method !== 'GET' && o.method !== 'DELETE' && { payload: {} }) });
        expect({ call: `${o.method} ${o.url}`, status: res.statusCode }).toEqual({ call: `${o.method} ${o.url}`, status: 401 });
        expect(res.json()).toEqual({ message: staffMessages.signedOut });
      }
    }
  });

  it('answers a list query it cannot use with 422 and the field it is about, never a 500', async () => {
    expect(lists().length).toBeGreaterThanOrEqual(6);
    for (const { path } of lists()) {
      const cases: [string, string, string][] = [
        ['page=0', 'page', kitMessages.page],
        ['page=abc', 'page', kitMessages.page],
        ['page=99999999999999999999', 'page', kitMessages.page],
        ['page=1e3', 'page', kitMessages.page],
        ['per_page=101', 'per_page', kitMessages.perPage],
        ['per_page=-5', 'per_page', kitMessages.perPage],
        [`q=${'x'.repeat(201)}`, 'q', kitMessages.search],
        ['sort=password_hash', 'sort', ''],
        ['sort=--title', 'sort', ''],
        ['no_such_filter=1', 'no_such_filter', ''],
      ];
      for (const [query, field, message] of cases) {
        const res = await staff.get(`${path}?${query}`);
        expect({ path, query, status: res.statusCode }).toEqual({ path, query, status: 422 });
        const body = res.json();
        expect(body.message).toBe(messages.invalidData);
        expect(Object.keys(body.errors)).toEqual([field]);
        if (message) expect(body.errors[field]).toEqual([message]);
        else expect(body.errors[field][0]).toMatch(/^(Sort by one of: |Unknown filter\.)/);
      }
      const ok = await staff.get(`${path}?page=3&per_page=100`);
      expect({ path, status: ok.statusCode }).toEqual({ path, status: 200 });
      expect(ok.json()).toMatchObject({ data: [], page: 3, per_page: 100 });
      expect(ok.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers the JSON 404 for an id that names nothing, on every record path', async () => {
    // A revocation needs its reason, so an empty PATCH of a certificate is refused before any lookup.
    const patchBodies: Record<string, object> = { '/api/admin/certificates/{id}': { revoked_reason: 'Issued by mistake' } };
    const records = operations.filter((o) => o.path.endsWith('/{id}') && !o.path.startsWith('/api/admin/donations'));
    expect(records.length).toBeGreaterThanOrEqual(15);
    for (const o of records) {
      for (const id of missingIds) {
        const res = await staff.call(o.method as 'GET', o.path.replace('{id}', id), o.method === 'PATCH' ? (patchBodies[o.path] ?? {}) : undefined);
        expect({ call: `${o.method} ${o.path}`, id, status: res.statusCode }).toEqual({ call: `${o.method} ${o.path}`, id, status: 404 });
        expect(res.json()).toEqual({ message: messages.notFound });
      }
    }
  });

  it('reads a filter it declares and refuses a value it cannot use', async () => {
    const bad = await staff.get('/api/admin/books?published=yes&category_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ published: [kitMessages.yesNo], category_id: [kitMessages.filterId] });
    const media = await staff.get('/api/admin/media?kind=video');
    expect(media.json().errors).toEqual({ kind: [kitMessages.filterChoice(['image', 'pdf', 'audio'])] });
    expect((await staff.get('/api/admin/books?published=false&category_id=7')).statusCode).toBe(200);
  });
});
