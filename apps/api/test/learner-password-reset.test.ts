import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { learnerMessages as m } from '@foundation/contract/learners';
import { learnerTokens, learners } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { mails } from './fixtures/donations.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '8' } });
});
afterAll(() => t.close());

let caller = 0;
const nextAddress = () => `10.71.${Math.floor(++caller / 250)}.${caller % 250}`;
const ask = (payload: object, remoteAddress = nextAddress()) => t.app.inject({ method: 'POST', url: '/api/customer_password_reset', remoteAddress, payload });
const confirm = (payload: object) => t.app.inject({ method: 'POST', url: '/api/customer_password_reset/confirm', remoteAddress: nextAddress(), payload });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/customer_login', remoteAddress: nextAddress(), payload: { email, password } });
const myCourses = (token: string) => t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) });

/** The mails to one address (the reset is sent once its answer has gone), decoded, newest last, with the link's token. */
async function resetMails(email: string, count = 1) {
  let found: string[] = [];
  for (let i = 0; i < 100 && found.length < count; i++) {
    found = (await mails(t)).filter((mail) => mail.includes(`To: ${email}`));
    if (found.length < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Long lines and Urdu are sent quoted-printable (soft breaks, =3D, UTF-8 bytes); an Urdu mail's HTML part is read.
  const decoded = found.map((mail) =>
    mail.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8')),
  );
  const last = decoded.at(-1);
  return { all: decoded, last, token: (last && /#token=([\w-]{43})/.exec(last)?.[1]) ?? null };
}

describe('a learner who forgot their password', () => {
  it('is told the same for any address, and only an account is e-mailed a link, in English by default', async () => {
    const { email } = await registerLearner(t);
    const known = await ask({ email: email.toUpperCase() });
    const unknown = await ask({ email: 'nobody-here@example.org' });
    const seen = (res: typeof known) => ({ status: res.statusCode, body: res.json(), type: res.headers['content-type'], cookie: res.headers['set-cookie'] });
    expect(seen(known)).toEqual(seen(unknown));
    expect(seen(known)).toMatchObject({ status: 202, body: { message: m.resetRequested } });

    const mail = await resetMails(email);
    expect(mail.all).toHaveLength(1);
    expect(mail.last).toContain('Subject: Choose a new password for your courses');
    expect(mail.last).toContain('Dear Ayesha,');
    expect(mail.last).toContain('http://localhost:3000/resetPassword#token=');
    expect((await mails(t)).filter((x) => x.includes('nobody-here@example.org'))).toEqual([]);
  });

  it('gets the mail in Urdu when they asked from the Urdu site, with the Urdu page linked', async () => {
    const { email } = await registerLearner(t, { name: 'عائشہ' });
    expect((await ask({ email, lang: 'ur' })).statusCode).toBe(202);
    const { last } = await resetMails(email);
    expect(last).toMatch(/Subject: =\?UTF-8\?/);
    expect(last).toContain('<html lang="ur" dir="rtl">');
    expect(last).toContain('<p>محترم <bdi>عائشہ</bdi>،<br>السلام علیکم!</p>');
    expect(last).toContain('اپنا نیا پاس ورڈ یہاں منتخب کریں');
    expect(last).toContain('http://localhost:3000/ur/resetPassword#token=');
  });

  it('sets a new password once: every other session ends, progress stays, and the link then says it is used', async () => {
    const { email, password, token: phone } = await registerLearner(t);
    const course = await insertCourse(t.app.db, { lessons: 4 });
    expect((await t.app.inject({ method: 'POST', url: '/api/enrollCourseWithUserDetail', headers: bearer(phone), payload: enrolment(course) })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/updateCourseViewIndex', headers: bearer(phone), payload: { course_id: course, view_index: 3 } });
    const laptop = (await login(email, password)).json().token as string;

    await ask({ email });
    const { token } = await resetMails(email);
    // The spec's password rules and messages; a refused password leaves the link usable.
    const short = await confirm({ token, password: 'short', c_password: 'short' });
    expect([short.statusCode, short.json().errors]).toEqual([422, { password: [m.passwordMin] }]);
    const mismatch = await confirm({ token, password: 'a new long password', c_password: 'another one' });
    expect(mismatch.json().errors).toEqual({ c_password: [m.passwordMismatch] });

    const done = await confirm({ token, password: 'a new long password', c_password: 'a new long password' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ token: expect.any(String), message: m.passwordChanged });
    for (const old of [phone, laptop]) expect((await myCourses(old)).statusCode).toBe(401);
    const mine = await myCourses(done.json().token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([expect.objectContaining({ view_index: 3, course: expect.objectContaining({ id: course }) })]);

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'a new long password')).statusCode).toBe(200);
    const again = await confirm({ token, password: 'yet another password', c_password: 'yet another password' });
    expect([again.statusCode, again.json()]).toEqual([410, { message: m.resetLinkInvalid }]);
  });

  it('refuses a link past its hour, an older link once a newer is sent, and a made-up or missing one', async () => {
    const { email } = await registerLearner(t);
    const [learner] = await t.app.db.select({ id: learners.id }).from(learners).where(eq(learners.email, email));
    await ask({ email });
    const first = (await resetMails(email)).token;
    // A second request within the minute sends nothing: nobody can flood a mailbox.
    await ask({ email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await resetMails(email)).all).toHaveLength(1);

    await t.app.db.update(learnerTokens).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(learnerTokens.learnerId, learner!.id));
    await ask({ email });
    const second = (await resetMails(email, 2)).token;
    expect(second).not.toBe(first);
    const body = (token: string | null) => ({ token, password: 'a good new password', c_password: 'a good new password' });
    expect((await confirm(body(first))).statusCode).toBe(410);

    const [link] = await t.app.db.select().from(learnerTokens).where(eq(learnerTokens.learnerId, learner!.id)).orderBy(desc(learnerTokens.id)).limit(1);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(60 * 60_000);
    await t.app.db.update(learnerTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(learnerTokens.learnerId, learner!.id));
    expect([(await confirm(body(second))).statusCode, (await confirm(body(second))).json()]).toEqual([410, { message: m.resetLinkInvalid }]);

    expect((await confirm(body('A'.repeat(43)))).statusCode).toBe(410);
    const missing = await confirm(body(''));
    expect([missing.statusCode, missing.json().errors]).toEqual([422, { token: [m.resetLinkIncomplete] }]);
  });

  it('is throttled per address and per address and e-mail, with 429 and Retry-After', async () => {
    const { email } = await registerLearner(t);
    for (let i = 0; i < 3; i++) expect((await ask({ email }, '10.72.0.1')).statusCode).toBe(202);
    const limited = await ask({ email }, '10.72.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 8; i++) await ask({ email: `someone${i}@example.org` }, '10.72.0.2');
    expect((await ask({ email: 'someone-else@example.org' }, '10.72.0.2')).statusCode).toBe(429);
    const invalid = await ask({ email: 'not an address' });
    expect([invalid.statusCode, invalid.json().errors]).toEqual([422, { email: [m.emailInvalid] }]);
  });
});
