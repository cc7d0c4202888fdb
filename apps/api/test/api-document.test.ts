import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { Response } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '@foundation/contract/admin/audit';
import { fundCodeTaken } from '@foundation/contract/admin/funds';
import { fieldMessages, kitMessages, mediaMessages } from '@foundation/contract/admin/kit';
import { fundMessages } from '@foundation/contract/funds';
import { paymentDetailsMessages } from '@foundation/contract/admin/payment-details-messages';
import { filterMessages } from '@foundation/contract/donation-review';
import { statementMessages } from '@foundation/contract/donation-statement';
import { donationMessages } from '@foundation/contract/donations';
import { formMessages } from '@foundation/contract/forms';
import { learnerMessages } from '@foundation/contract/learners';
import { certificateMessages } from '@foundation/contract/certificates';
import { quizMessages } from '@foundation/contract/admin/quizzes';
import { staffAdminMessages, staffMessages } from '@foundation/contract/staff';
import { learners } from '../src/db/schema/index.ts';
import { learnerSessionStore, staffSessionStore } from '../src/services/accounts/sessions.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './api-document/document.ts';
import { requestsFor, type Generated } from './api-document/requests.ts';
import { problemsWith } from './api-document/verdict.ts';
import { fakeEnv, startFakePlatforms, type FakePlatforms } from './fake-platforms.ts';
import { startFakeStripe, type FakeStripe } from './fakes/stripe.ts';
import { staffAccount } from './fixtures/staff.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { registerLearner } from './learner-fixtures.ts';

/**
 * The API document against the API (decision 28). To look into a failure: API_DOCUMENT_ONLY=<regex
 * of "METHOD /path"> sends only those operations, API_DOCUMENT_RUNS=<n> changes the number of
 * requests per operation, API_DOCUMENT_REPORT=<file> writes every problem found to that file.
 */

/** Requests per operation: enough to reach every optional part and mutation, few enough for CI. */
const RUNS = Number(process.env.API_DOCUMENT_RUNS ?? 16);

/**
 * Operations not sent, each with its reason. None today: Stripe, YouTube and Facebook are local
 * fakes and mail is written to the data dir, so no operation reaches outside this machine.
 * Everything in the document is sent, so a route added tomorrow is checked with no edit here.
 */
const SKIPPED: Record<string, string> = {};

const MEDIA_KINDS = ['image', 'pdf', 'audio'];

/**
 * Rules no JSON Schema can state, so a request the document calls valid may still meet them; a
 * 422 is excused only when every message in it belongs to one of these. Each message is the
 * contract's own, so a rule that changes its words must be looked at again here.
 */
const BUSINESS_RULES: { why: string; messages: (string | RegExp)[] }[] = [
  {
    why: 'an id must name a record that exists: a filter, a reference, a child row of this record, a media library file',
    messages: [
      kitMessages.filterId,
      kitMessages.childNotOwned,
      formMessages.countryUnknown,
      donationMessages.campaignNotFound,
      filterMessages.fund,
      donationMessages.taskNotFound,
      donationMessages.bookNotFound,
      learnerMessages.courseUnavailable,
      /^Choose an? .+ that exists\.$/,
      /^.+ must be a file from the media library\.$/,
      ...MEDIA_KINDS.map((kind) => new RegExp(`^.+ ${fieldMessages.mediaKind('', kind).trim()}$`)),
    ],
  },
  { why: 'an order lists every item once, a statement verifies a gift once', messages: [kitMessages.order, statementMessages.chosenTwice] },
  { why: 'a staff e-mail and a playlist are taken once', messages: [staffAdminMessages.emailTaken, /^This playlist is already on the media page as ".*"\. Edit that one instead\.$/] },
  { why: 'one field compared with another: a start date on or before the end, a password typed twice alike', messages: [auditMessages.dateOrder, filterMessages.dateOrder, learnerMessages.passwordMismatch] },
  { why: 'compared with today: a birthdate in the past', messages: [learnerMessages.birthdateInvalid, formMessages.dateOfBirthFuture] },
  { why: "compared with the course: a lesson index up to its number of lessons", messages: [/^The view index must be between 0 and \d+ \(\d+ once the course is finished\)\.$/] },
  {
    why: "a gift names what it pays for (tasks, a custom amount of at least the minimum, a campaign or a book) and its amount is what the server's prices make it",
    messages: [
      donationMessages.selectTask,
      donationMessages.customAmountRequired,
      donationMessages.customAmountMin,
      donationMessages.amountChanged,
      donationMessages.amountMismatch,
      donationMessages.bookAmountMismatch,
    ],
  },
  {
    why: "a fund is named by a code that exists and the programme takes, a split adds up to the gift, a new fund's code is free",
    messages: [fundMessages.unknown, fundMessages.splitTotal, /^This programme does not take .+\. Please choose another fund\.$/, /^Funds not taken: there is no fund with the code “.*”\.$/, fundCodeTaken],
  },
  { why: 'compared with the gift: what reached the account is at most what was pledged', messages: [/^The amount received cannot be more than the .+ pledged\.$/] },
  {
    why: "a certificate is for a learner's finished course that offers one (every lesson completed, its quiz passed), once",
    messages: [certificateMessages.notOffered, certificateMessages.notCompleted, certificateMessages.quizNotPassed, certificateMessages.alreadyIssued],
  },
  {
    why: "a course quiz is answered whole, after a failure only once its wait is over; staff's pass mark is at most its questions, one quiz a course",
    messages: [certificateMessages.answersRequired, /^You can take the quiz again in \d+ minutes?\.$/, /^The pass mark must be from 1 to \d+, the number of questions\.$/, quizMessages.courseTaken, /^The right choice must be a number from 1 to \d+\.$/],
  },
  { why: 'the code of an authenticator app is right only for its 30 seconds', messages: [staffMessages.codeInvalid] },
  { why: "changing where donors send money is confirmed with the staff member's own password or current code", messages: [paymentDetailsMessages.confirmationWrong] },
  { why: "the media upload's `kind` must be what the file is (the check sends a PNG)", messages: MEDIA_KINDS.map((kind) => mediaMessages.wrongKind(kind)) },
];

/** Whether a refusal is one of the business rules: a 422 whose every message one of them names. */
function businessRule(res: Response): boolean {
  if (res.statusCode !== 422) return false;
  const { errors = {} } = res.json() as { errors?: Record<string, string[]> };
  const all = Object.values(errors).flat();
  const known = BUSINESS_RULES.flatMap((r) => r.messages);
  return all.length > 0 && all.every((m) => known.some((k) => (typeof k === 'string' ? k === m : k.test(m))));
}

let t: TestContext;
let stripe: FakeStripe;
let platforms: FakePlatforms;
let operations: Operation[];
let staffId: number;
let learnerId: number;

beforeAll(async () => {
  // Card payments against the local fake of Stripe's API (card.ts does the same), so they are sent too.
  stripe = await startFakeStripe();
  const card = { STRIPE_SECRET_KEY: 'sk_test_foundation', STRIPE_PUBLISHABLE_KEY: 'pk_test_foundation', STRIPE_WEBHOOK_SECRET: 'whsec_foundation', STRIPE_API_BASE: stripe.url };
  // YouTube's and Facebook's APIs and video stills from their local fake: nothing leaves the machine.
  platforms = await startFakePlatforms();
  t = await createTestApp({ demo: true, env: { API_DOCS: 'all', ...card, ...fakeEnv(platforms, 2000) } });
  operations = operationsOf((await t.app.inject('/api/docs/json')).json() as OpenApiDocument);
  staffId = await staffAccount(t, 'admin');
  const { email } = await registerLearner(t);
  const [learner] = await t.app.db.select({ id: learners.id }).from(learners).where(eq(learners.email, email));
  learnerId = learner!.id;
}, 600_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await platforms?.close();
});

/** Reads first, then writes, deletions last, signing out at the very end: each phase leaves the next something to read. */
const phase = (op: Operation) => (op.path.endsWith('logout') ? 4 : op.method === 'DELETE' ? 3 : op.method === 'GET' ? 1 : 2);
const seedOf = (name: string) => createHash('sha256').update(name).digest().readUInt32BE(0);

/** The request as a reader can send it again: method, URL with its query, and the start of its body. */
const described = (r: Generated) => {
  const query = new URLSearchParams(Object.entries(r.query).flatMap(([k, v]) => [v].flat().map((one) => [k, one]))).toString();
  const body = typeof r.payload === 'string' ? ` ${r.payload.slice(0, 400)}` : r.payload ? ' (multipart)' : '';
  return `${r.method} ${r.url}${query ? `?${query}` : ''}${body}`;
};

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
    // Both halves are in the document, or this check would pass on half the API.
    expect(operations.filter((o) => o.caller === 'staff').length).toBeGreaterThan(100);
    expect(operations.filter((o) => o.path.startsWith('/api/') && !o.path.startsWith('/api/admin/')).length).toBeGreaterThan(40);
    const sorted = [...operations].sort((a, b) => phase(a) - phase(b));
    for (const op of sorted) {
      if (SKIPPED[op.name] || (process.env.API_DOCUMENT_ONLY && !new RegExp(process.env.API_DOCUMENT_ONLY).test(op.name))) continue;
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
        for (const p of problemsWith(op, request, res, businessRule)) {
          problems.push(`${described(request)}: ${p}`);
        }
      }
    }
    console.log(`API document check: ${counts.requests} requests (${counts.valid} valid by the document), statuses ${JSON.stringify(counts.statuses)}`);
    if (process.env.API_DOCUMENT_REPORT) writeFileSync(process.env.API_DOCUMENT_REPORT, [...new Set(problems)].join('\n'));
    expect([...new Set(problems)]).toEqual([]);
  }, 600_000);
});
