import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateTime, day, requiredText } from './kit.ts';

describe('dates staff type', () => {
  it('reads a year before 100 as that year, and still refuses a day that is not on the calendar', () => {
    // Date.UTC reads years 0-99 as 1900-1999, which made "0042-05-06" not a real day.
    expect(dateTime('Day').safeParse('0042-05-06').data).toBe('0042-05-06T00:00:00.000Z');
    expect(day('Day').safeParse('0099-12-31').data).toBe('0099-12-31');
    expect(dateTime('Day').safeParse('2026-11-07T10:00:00Z').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-96-99']) expect(dateTime('Day').safeParse(bad).success, bad).toBe(false);
  });
});

describe('what the API document says of a field', () => {
  it('keeps a pattern added after the not-blank rule, beside that rule', () => {
    const json = z.toJSONSchema(requiredText('Phone', 40).regex(/^\+?\d+$/), { io: 'input' });
    expect(json).toMatchObject({ pattern: '^\\+?\\d+$', allOf: [{ pattern: '\\S' }], minLength: 1, maxLength: 40 });
  });
});
