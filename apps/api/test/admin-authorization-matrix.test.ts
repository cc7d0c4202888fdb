import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type StaffRole } from '@foundation/contract/staff';
import { staff } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, registerLearner } from './learner-fixtures.ts';
import { signInAs } from './fixtures/staff.ts';

/**
 * Every back office path in the app's own OpenAPI document × every kind of caller, against one
 * policy table keyed by path prefix. A path the table does not name fails the test, so a route
 * added tomorrow must say who may use it here as well as in its staffOnly(...).
 */
type Who = 'public' | 'anyStaff' | keyof typeof ROLES;

/**
 * Who may call what, by the longest matching prefix (a prefix matches a whole segment, or a segment
 * that goes on with `-` or `/`). `public` needs no session; `anyStaff` is one's own account.
 */
export const POLICY: [prefix: string, who: Who][] = [
  // Signing in and the e-mailed links: no session yet.
  ['/api/admin/login', 'public'],
  ['/api/admin/invitations', 'public'],
  ['/api/admin/password-reset', 'public'],
  ['/api/admin/sign-in-link', 'public'],
  // One's own account, sign-out and the second factor's set-up.
  ['/api/admin/me', 'anyStaff'],
  ['/api/admin/logout', 'anyStaff'],
  // People and the trail of what they did.
  ['/api/admin/staff', 'admin'],
  ['/api/admin/audit', 'admin'],
  // Money: donations (review, statements, export), book orders, reports and money exports.
  ['/api/admin/donations', 'money'],
  ['/api/admin/book-orders', 'money'],
  ['/api/admin/reports', 'money'],
  ['/api/admin/exports', 'money'],
  ['/api/admin/funds', 'money'],
  ['/api/admin/giving-rates', 'money'],
  // Where donors send money: read by money, changed by admins under four eyes, cancelled by money.
  ['/api/admin/payment-details', 'money'],
  ['/api/admin/payment-details/changes', 'admin'],
  ['/api/admin/payment-details/changes/{id}/cancel', 'money'],
  // The inbox: what visitors send, and the learners' enrolments.
  ['/api/admin/inbox', 'content'],
  ['/api/admin/submissions', 'content'],
  ['/api/admin/contact-messages', 'content'],
  ['/api/admin/memberships', 'content'],
  ['/api/admin/enrolments', 'content'],
  ['/api/admin/assignees', 'content'],
  // The site's content (part 1 of the back office).
  ...(
    [
      'blogs',
      'book-categories',
      'books',
      'campaigns',
      'welfare-categories',
      'course-types',
      'courses',
      // A course's quiz, and its learners' certificates (revoked by those who write the courses).
      'quizzes',
      'certificates',
      'news-events',
      'locations',
      'lecture-categories',
      'lectures',
      'gallery',
      'playlists',
      'media',
      'settings',
    ] as const
  ).map((r): [string, Who] => [`/api/admin/${r}`, 'content']),
];

const matches = (path: string, prefix: string) => path === prefix || (path.startsWith(prefix) && /^[-/]/.test(path.slice(prefix.length)));

export function policyOf(path: string): Who | undefined {
  const found = POLICY.filter(([prefix]) => matches(path, prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  return found?.[1];
}

const CALLERS = ['none', 'learner', 'editor', 'finance', 'admin', 'disabled'] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = '401' | '403' | 'ok';

function expected(who: Who, caller: Caller): Outcome {
  if (who === 'public') return 'ok';
  if (caller === 'none' || caller === 'learner' || caller === 'disabled') return '401';
  const roles: readonly StaffRole[] = ROLES[who];
  return roles.includes(caller) ? 'ok' : '403';
}

const outcomeOf = (status: number): Outcome => (status === 401 ? '401' : status === 403 ? '403' : 'ok');

let t: TestContext;
let operations: { method: string; path: string }[];
const headers = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp({ env: { API_DOCS: 'all' } });
  const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })))
    // Signing out ends the caller's session: last, so every other call still has one.
    .sort((a, b) => Number(a.path === '/api/admin/logout') - Number(b.path === '/api/admin/logout'));

  headers.none = {};
  headers.learner = bearer((await registerLearner(t)).token);
  for (const role of ['editor', 'finance', 'admin'] as const) headers[role] = bearer((await signInAs(t, role)).token);
  // A member disabled after signing in: their token has not expired, the account has.
  const disabled = await signInAs(t, 'editor', 'disabled@foundation.test');
  await t.app.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, disabled.id));
  headers.disabled = bearer(disabled.token);
});
afterAll(() => t.close());

describe('authorization matrix of the back office API', () => {
  it('names who may call every admin path', () => {
    expect(operations.length).toBeGreaterThan(60);
    const unlisted = [...new Set(operations.map((o) => o.path).filter((path) => policyOf(path) === undefined))];
    expect(unlisted, 'paths missing from POLICY').toEqual([]);
  });

  it('answers 401, 403 or lets through exactly as the policy says, for every path and caller', async () => {
    const mismatches: string[] = [];
    const lines: string[] = [];
    let calls = 0;
    for (const { method, path } of operations) {
      const who = policyOf(path) ?? 'admin';
      const url = path.replace(/\{[^}]+\}/g, '424242');
      const row: string[] = [];
      for (const caller of CALLERS) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: headers[caller], ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}) });
        calls++;
        const want = expected(who, caller);
        const got = outcomeOf(res.statusCode);
        row.push(`${caller}=${res.statusCode}`);
        if (got !== want) mismatches.push(`${method} ${path} as ${caller}: expected ${want}, got ${res.statusCode}`);
        if (res.statusCode >= 500) lines.push(`  (server error) ${method} ${path} as ${caller}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      lines.push(`${method.padEnd(6)} ${path.padEnd(48)} ${who.padEnd(8)} ${row.join(' ')}`);
    }
    console.log(['authorization matrix (policy: public | anyStaff | content = admin+editor | money = admin+finance | admin)', ...lines].join('\n'));
    console.log(`authorization matrix: ${operations.length} operations × ${CALLERS.length} callers = ${calls} calls, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  });
});
