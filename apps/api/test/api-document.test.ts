import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learners } from '../src/db/schema/index.ts';
import { learnerSessionStore, staffSessionStore } from '../src/services/sessions.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './api-document/document.ts';
import { requestsFor } from './api-document/requests.ts';
import { problemsWith } from './api-document/verdict.ts';
import { staffAccount } from './fixtures/staff.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { registerLearner } from './learner-fixtures.ts';

/** Requests per operation: enough to reach every optional part and mutation, few enough for CI. */
const RUNS = Number(process.env.API_DOCUMENT_RUNS ?? 24);

/**
 * Operations not sent, each with its reason. Everything else in the document is, so a route added
 * tomorrow is checked without anyone editing this file.
 */
const SKIPPED: Record<string, string> = {};

/**
 * Where a request the document calls valid may still be refused, by a rule no JSON Schema can say.
 * Keyed by operation; each answers whether this refusal is that rule.
 */
const BUSINESS_RULES: Record<string, { why: string; refusal: (res: Response) => boolean }> = {};

let t: TestContext;
let operations: Operation[];
let staffId: number;
let learnerId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { API_DOCS: 'all' } });
  operations = operationsOf((await t.app.inject('/api/docs/json')).json() as OpenApiDocument);
  staffId = await staffAccount(t, 'admin');
  const { email } = await registerLearner(t);
  const [learner] = await t.app.db.select({ id: learners.id }).from(learners).where(eq(learners.email, email));
  learnerId = learner!.id;
}, 600_000);
afterAll(() => t?.close());

/** Reads first, then writes, deletions last, signing out at the very end: each phase leaves the next something to read. */
const phase = (op: Operation) => (op.path.endsWith('logout') ? 4 : op.method === 'DELETE' ? 3 : op.method === 'GET' ? 1 : 2);
const seedOf = (name: string) => createHash('sha256').update(name).digest().readUInt32BE(0);

let address = 0;
/** A fresh session for every request: an operation that signs out or revokes sessions cannot starve the next. */
async function authorization(op: Operation): Promise<Record<string, string>> {
  if (op.caller === 'anyone') return {};
  const token = op.caller === 'staff' ? await staffSessionStore.create(t.app.db, staffId) : await learnerSessionStore.create(t.app.db, learnerId);
  return { authorization: `Bearer ${token}` };
}

describe('the API document', () => {
  it('tells the truth about every operation: generated requests get declared statuses and bodies', async () => {
    const problems: string[] = [];
    const counts = { requests: 0, valid: 0, statuses: {} as Record<number, number> };
    const sorted = [...operations].sort((a, b) => phase(a) - phase(b));
    for (const op of sorted) {
      if (SKIPPED[op.name] || (process.env.API_DOCUMENT_ONLY && !new RegExp(process.env.API_DOCUMENT_ONLY).test(op.name))) continue;
      const rule = BUSINESS_RULES[op.name];
      for (const request of fc.sample(requestsFor(op), { seed: seedOf(op.name), numRuns: RUNS })) {
        address++;
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          query: request.query,
          headers: { ...request.headers, ...(await authorization(op)) },
          payload: request.payload,
          remoteAddress: `10.77.${address >> 8}.${address & 255}`,
        });
        counts.requests++;
        if (request.valid) counts.valid++;
        counts.statuses[res.statusCode] = (counts.statuses[res.statusCode] ?? 0) + 1;
        for (const p of problemsWith(op, request, res, (r) => rule?.refusal(r) ?? false)) {
          problems.push(`${op.name} ${request.url}?${new URLSearchParams(request.query as Record<string, string>)}: ${p}`);
        }
      }
    }
    console.log(JSON.stringify(counts));
    if (process.env.API_DOCUMENT_REPORT) writeFileSync(process.env.API_DOCUMENT_REPORT, [...new Set(problems)].join('\n'));
    expect([...new Set(problems)]).toEqual([]);
  }, 600_000);
});
