import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { learnerMessages as m } from '@foundation/contract/learners';
import { learnerSessions, learners } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { bearer, insertCourse, registerLearner, registration } from './learner-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/customer_register', payload: payload as object });
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/customer_login', payload: payload as object });
const learnerCount = async () => (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(learners))[0]!.n;

describe('registration', () => {
  it('creates an account, answers a 24 h token and stores only a scrypt hash of the password', async () => {
    const body = registration({ email: 'Zainab.Ali@Example.org' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { token, message } = res.json();
    expect(message).toBe('Thanks For Your Submission');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db.select().from(learners).where(eq(learners.email, 'zainab.ali@example.org'));
    expect(row).toMatchObject({ firstName: 'Ayesha', lastName: 'Khan', phone: '+923001234567', gender: 'unspecified', birthdate: null });
    expect(row!.passwordHash).toMatch(/^scrypt\$15\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(row!.passwordHash).not.toContain(body.password);

    const [session] = await t.database.db.select().from(learnerSessions).where(eq(learnerSessions.learnerId, row!.id));
    expect(session!.tokenHash).not.toContain(token);
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("names every missing field with the spec's message and creates nothing", async () => {
    const before = await learnerCount();
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual([m.firstNameRequired]);
    expect(errors.email).toEqual([m.emailRequired]);
    expect(errors.password?.[0]).toBe(m.passwordRequired);
    expect(errors.c_password?.[0]).toBe(m.passwordRequired);
    expect(errors.phoneNumber).toEqual([m.phoneRequired]);
    expect(await learnerCount()).toBe(before);
  });

  it.each([
    ['', m.phoneEmpty],
    ['   ', m.phoneEmpty],
    ['+92300abc4567', m.phoneLetters],
    ['03001234567', m.phoneFormat],
    ['+92300', m.phoneFormat],
    ['+1234567890123456', m.phoneFormat],
  ])('applies the phone rules in order: %j', async (phoneNumber, message) => {
    const res = await register(registration({ phoneNumber }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phoneNumber).toEqual([message]);
  });

  it('accepts a phone number typed with spaces and keeps it without them', async () => {
    const body = registration({ phoneNumber: '+92 300 123-4567' });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(learners).where(eq(learners.email, body.email));
    expect(row!.phone).toBe('+923001234567');
  });

  it('asks for a password of 8 characters and a matching confirmation', async () => {
    let res = await register(registration({ password: 'short12', c_password: 'short12' }));
    expect(res.json().errors.password).toEqual([m.passwordMin]);
    res = await register(registration({ c_password: 'something else' }));
    expect(res.json().errors.c_password).toEqual([m.passwordMismatch]);
    res = await register(registration({ email: 'not-an-email' }));
    expect(res.json().errors.email).toEqual([m.emailInvalid]);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await registerLearner(t);
    const before = await learnerCount();
    const res = await register(registration({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: m.emailTaken, errors: { email: [m.emailTaken] } });
    expect(await learnerCount()).toBe(before);
  });

  it('lets only one of two simultaneous registrations of one e-mail succeed', async () => {
    const body = registration();
    const codes = (await Promise.all([register(body), register(body)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422]);
  });

  it('reads nothing it cannot understand as a server error', async () => {
    const bodies = [
      { payload: '[1,2]', headers: { 'content-type': 'application/json' } },
      { payload: '{"name":', headers: { 'content-type': 'application/json' } },
      { payload: 'name=x', headers: { 'content-type': 'text/plain' } },
      { payload: JSON.stringify(registration({ name: 'x'.repeat(10_000), gender: 'robot', birthdate: '2999-01-01' })), headers: { 'content-type': 'application/json' } },
    ];
    for (const b of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/customer_register', ...b });
      expect(res.statusCode, b.payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const res = await register(registration({ gender: 'robot', birthdate: '2999-01-01' }));
    expect(res.json().errors).toEqual({ gender: [m.genderInvalid], birthdate: [m.birthdateInvalid] });
  });

  it('enrols the new learner in the course they registered from', async () => {
    const courseId = await insertCourse(t.database.db);
    const { token } = await registerLearner(t, { course_id: String(courseId) });
    const res = await t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) });
    expect(res.json().data).toEqual([{ id: expect.any(Number), view_index: 0, course: expect.objectContaining({ id: courseId, enrolled: 1 }) }]);
  });

  it('refuses registration for a course that is not open, and creates no account', async () => {
    const hidden = await insertCourse(t.database.db, { published: false });
    const before = await learnerCount();
    for (const course_id of [hidden, 999_999, 'abc']) {
      const res = await register(registration({ course_id }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.course_id).toEqual([m.courseUnavailable]);
    }
    expect(await learnerCount()).toBe(before);
  });
});

describe('login and logout', () => {
  it('logs in with the right password, case-insensitively on the e-mail', async () => {
    const { email, password } = await registerLearner(t);
    const res = await login({ email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), message: 'Login Successfully' });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerLearner(t);
    const wrong = await login({ email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.org', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: m.badCredentials });
    expect(unknown.body).toBe(wrong.body);
  });

  it('validates the login form', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [m.emailRequired], password: [m.passwordRequired] });
  });

  it('revokes the token on logout; it then reads as logged out', async () => {
    const { token } = await registerLearner(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/customer_logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    for (const url of ['/api/getMyCourses', '/api/customer_profile']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/customer_logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token, email } = await registerLearner(t);
    expect((await t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) })).statusCode).toBe(200);
    const [owner] = await t.database.db.select({ id: learners.id }).from(learners).where(eq(learners.email, email));
    await t.database.db
      .update(learnerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(learnerSessions.learnerId, owner!.id));
    expect((await t.app.inject({ url: '/api/getMyCourses', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses forged and malformed tokens', async () => {
    for (const authorization of ['Bearer ' + 'A'.repeat(43), 'Bearer abc', 'Basic dXNlcjpwYXNz', 'Bearer', '']) {
      const res = await t.app.inject({ url: '/api/getMyCourses', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    }
  });

  it("shows a learner their own profile, to prefill the enrolment form", async () => {
    const { token, email } = await registerLearner(t);
    const res = await t.app.inject({ url: '/api/customer_profile', headers: bearer(token) });
    expect(res.json()).toEqual({ data: { id: expect.any(Number), first_name: 'Ayesha', last_name: 'Khan', email, phone: '+923001234567' } });
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '6' } });
  });
  afterAll(() => limited.close());

  const attempt = (email: string, ip = '10.0.0.1') =>
    limited.app.inject({ method: 'POST', url: '/api/customer_login', remoteAddress: ip, payload: { email, password: 'guess-guess' } });

  it('slows guessing at one e-mail from many addresses: 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('Target@example.org', `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await attempt('target@example.org', '10.1.0.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    expect((await attempt('someone-else@example.org', '10.1.0.9')).statusCode).toBe(401);
  });

  it('cannot be used by strangers to lock a learner out: their own browser still signs in', async () => {
    const { email, password } = await registerLearner(limited);
    const signIn = (ip: string, pass: string, cookie?: string) =>
      limited.app.inject({ method: 'POST', url: '/api/customer_login', remoteAddress: ip, headers: cookie ? { cookie } : {}, payload: { email, password: pass } });
    // The learner's own phone signs in once and is remembered as a known device.
    const first = await signIn('10.5.0.1', password);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);

    // Strangers guess from many addresses, and then from the learner's own (shared) address.
    for (let i = 0; i < 3; i++) expect((await signIn(`10.6.0.${i}`, 'wrong-password')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) await signIn('10.5.0.1', 'wrong-password');
    const stranger = await signIn('10.6.0.9', password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    // A forged proof is no proof.
    expect((await signIn('10.6.0.9', password, 'fd_device=abc.def')).statusCode).toBe(429);
    // The learner's known device is not held back, on the shared address or another.
    expect((await signIn('10.5.0.1', password, cookie)).statusCode).toBe(200);
    expect((await signIn('10.7.0.1', password, cookie)).statusCode).toBe(200);
  });

  it('slows one address trying many e-mails, for login and registration', async () => {
    for (let i = 0; i < 6; i++) expect((await attempt(`person${i}@example.org`, '10.2.0.1')).statusCode).toBe(401);
    const res = await attempt('person-last@example.org', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();

    const reg = () => limited.app.inject({ method: 'POST', url: '/api/customer_register', remoteAddress: '10.3.0.1', payload: {} });
    for (let i = 0; i < 6; i++) expect((await reg()).statusCode).toBe(422);
    expect((await reg()).statusCode).toBe(429);
  });
});
