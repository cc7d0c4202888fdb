import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, specErrors } from './errors.ts';
import { messages } from './messages.ts';

describe('error bodies', () => {
  it('is { message, errors? } outside the spec', () => {
    expect(ErrorBodySchema.parse({ message: 'Not found.' })).toEqual({ message: 'Not found.' });
    expect(ErrorBodySchema.safeParse({ error: 'x' }).success).toBe(false);
  });

  it("builds the spec's own shapes in one place", () => {
    expect(specErrors.unauthorized()).toEqual({ error: messages.unauthenticated });
    expect(specErrors.authFailure('email', 'Taken')).toEqual({ message: messages.invalidData, error: 'Taken', errors: { email: ['Taken'] } });
    expect(specErrors.donationRefused({ amount: ['Bad amount', 'Too big'], phone: ['No phone'] })).toEqual({
      success: false,
      message: 'Bad amount',
      error: 'Bad amount',
      errors: { amount: ['Bad amount', 'Too big'], phone: ['No phone'] },
    });
    expect(specErrors.donationRefused({}).message).toBe(messages.invalidData);
    expect(specErrors.cardRefused('No cards')).toEqual({ success: false, error: 'No cards' });
  });
});
