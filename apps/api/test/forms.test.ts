import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { formMessages } from '@foundation/contract/forms';
import { contactMessages, countries, memberships } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let pakistan: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'PK'));
  pakistan = row!.id;
});
afterAll(() => t.close());

// Every test posts from its own address, so the per-IP limit only bites where a test wants it.
let lastIp = 0;
const post = (url: string, payload: unknown, ip = `10.0.0.${++lastIp}`) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, remoteAddress: ip });

const rowsIn = async (table: typeof contactMessages | typeof memberships) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

/** A 422 naming exactly these fields, each with its friendly message first, and nothing stored. */
async function expectRejected(
  url: string,
  payload: unknown,
  expected: Record<string, string>,
  table: typeof contactMessages | typeof memberships,
) {
  const before = await rowsIn(table);
  const res = await post(url, payload);
  expect(res.statusCode).toBe(422);
  const body = ValidationErrorSchema.parse(res.json());
  expect(body.message).toBe(messages.invalidData);
  expect(Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v[0]]))).toEqual(expected);
  expect(await rowsIn(table)).toBe(before);
}

const contact = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '+92 300 1234567',
  subject: 'Volunteering',
  message: 'I would like to help at the medical camp.',
};

describe.each([
  ['saveContact', 'contact', formMessages.contactSaved],
  ['saveJoinUs', 'join_us', formMessages.joinUsSaved],
] as const)('POST %s', (url, form, saved) => {
  it('stores the message and answers the success text', async () => {
    const res = await post(url, { ...contact, name: `  ${contact.name}  `, extra: 'ignored' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: saved });
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.form, form));
    // It reaches the inbox as new, with no one on it yet.
    expect(rows).toEqual([{ ...contact, id: expect.any(Number), form, createdAt: expect.any(Date), status: 'new', assigneeId: null, note: '', handledAt: null }]);
  });

  it('names every missing field with its own message and stores nothing', async () => {
    await expectRejected(
      url,
      {},
      {
        name: formMessages.nameRequired,
        email: formMessages.emailRequired,
        phone: formMessages.phoneRequired,
        subject: formMessages.subjectRequired,
        message: formMessages.messageRequired,
      },
      contactMessages,
    );
  });

  it('explains each badly filled field', async () => {
    await expectRejected(url, { ...contact, name: '   ' }, { name: formMessages.nameRequired }, contactMessages);
    await expectRejected(url, { ...contact, email: 'not-an-email' }, { email: formMessages.emailInvalid }, contactMessages);
    await expectRejected(url, { ...contact, phone: '03OO-ABC' }, { phone: formMessages.phoneInvalid }, contactMessages);
    await expectRejected(url, { ...contact, subject: 42 }, { subject: formMessages.subjectRequired }, contactMessages);
    await expectRejected(
      url,
      { ...contact, message: 'x'.repeat(5001) },
      { message: formMessages.tooLong(5000) },
      contactMessages,
    );
    await expectRejected(url, [contact], { _: messages.invalidData }, contactMessages);
  });
});

it('stores a message holding a NUL byte without it instead of failing', async () => {
  const res = await post('saveContact', { ...contact, message: 'Hello\u0000 there' });
  expect(res.statusCode).toBe(200);
  const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.message, 'Hello there'));
  expect(rows).toHaveLength(1);
});

describe('POST saveMembership', () => {
  const basic = () => ({
    formType: 'basic',
    fullName: 'Usman Ali',
    email: 'usman@example.com',
    mobileNumber: '+923001234567',
    country: pakistan,
    city: 'Lahore',
    message: 'Count me in.',
  });
  const active = () => ({
    ...basic(),
    formType: 'active',
    fatherName: 'Ali Ahmed',
    gender: 'male',
    presentAddress: '12 Mall Road',
    permanentAddress: '12 Mall Road',
    province: 'Punjab',
    district: 'Lahore',
    tehsil: 'Model Town',
    whatsappNumber: '',
    cnicNumber: '35202-1234567-1',
    dateOfBirth: '1990-04-15',
    education: 'BSc',
  });
  const stored = (email: string) => t.database.db.select().from(memberships).where(eq(memberships.email, email));

  it('stores a basic form, with the country sent as the select sends it', async () => {
    const res = await post('saveMembership', { ...basic(), country: String(pakistan) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: formMessages.membershipSaved });
    expect(await stored('usman@example.com')).toEqual([
      expect.objectContaining({ formType: 'basic', fullName: 'Usman Ali', countryId: pakistan, city: 'Lahore', fatherName: null }),
    ]);
  });

  it('stores an active form with its extra fields', async () => {
    const res = await post('saveMembership', { ...active(), email: 'active@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: formMessages.membershipSaved });
    expect(await stored('active@example.com')).toEqual([
      expect.objectContaining({
        formType: 'active',
        gender: 'male',
        province: 'Punjab',
        tehsil: 'Model Town',
        cnicNumber: '35202-1234567-1',
        dateOfBirth: '1990-04-15',
        whatsappNumber: '',
      }),
    ]);
  });

  it('asks an active member for the fields a basic form does not have', async () => {
    await expectRejected(
      'saveMembership',
      { ...basic(), formType: 'active' },
      {
        fatherName: formMessages.fatherNameRequired,
        gender: formMessages.genderRequired,
        presentAddress: formMessages.presentAddressRequired,
        permanentAddress: formMessages.permanentAddressRequired,
        province: formMessages.provinceRequired,
        district: formMessages.districtRequired,
        tehsil: formMessages.tehsilRequired,
        cnicNumber: formMessages.cnicInvalid,
        dateOfBirth: formMessages.dateOfBirthInvalid,
        education: formMessages.educationRequired,
      },
      memberships,
    );
  });

  it('names every missing basic field and rejects an unknown form type', async () => {
    await expectRejected(
      'saveMembership',
      { formType: 'basic' },
      {
        fullName: formMessages.fullNameRequired,
        email: formMessages.emailRequired,
        mobileNumber: formMessages.phoneRequired,
        country: formMessages.countryRequired,
        city: formMessages.cityRequired,
      },
      memberships,
    );
    await expectRejected('saveMembership', { ...basic(), formType: 'gold' }, { formType: formMessages.formTypeInvalid }, memberships);
  });

  it('explains badly filled fields instead of storing them or failing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: 'usman@' }, { email: formMessages.emailInvalid }],
      [{ mobileNumber: 'call me' }, { mobileNumber: formMessages.phoneInvalid }],
      [{ country: true }, { country: formMessages.countryRequired }],
      [{ country: 'Pakistan' }, { country: formMessages.countryRequired }],
      [{ gender: 'unknown' }, { gender: formMessages.genderRequired }],
      [{ dateOfBirth: '2023-02-30' }, { dateOfBirth: formMessages.dateOfBirthInvalid }],
      [{ dateOfBirth: '2999-01-01' }, { dateOfBirth: formMessages.dateOfBirthFuture }],
      [{ cnicNumber: '12345' }, { cnicNumber: formMessages.cnicInvalid }],
      [{ whatsappNumber: 'none' }, { whatsappNumber: formMessages.phoneInvalid }],
      [{ message: 7 }, { message: formMessages.textInvalid }],
    ];
    for (const [patch, errors] of cases) await expectRejected('saveMembership', { ...active(), ...patch }, errors, memberships);
  });

  it('refuses a country that is not in the list', async () => {
    for (const country of [999_999, 99_999_999_999]) {
      await expectRejected('saveMembership', { ...basic(), country }, { country: formMessages.countryUnknown }, memberships);
    }
  });
});

describe('rate limit', () => {
  it.each(['saveContact', 'saveJoinUs', 'saveMembership'])('%s: the 11th post in a minute from one address gets 429', async (url) => {
    const ip = `10.9.9.${++lastIp}`;
    for (let i = 0; i < 10; i++) expect((await post(url, {}, ip)).statusCode).toBe(422);
    const res = await post(url, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: messages.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not held back by the first one.
    expect((await post(url, {}, `10.8.8.${lastIp}`)).statusCode).toBe(422);
  });
});
