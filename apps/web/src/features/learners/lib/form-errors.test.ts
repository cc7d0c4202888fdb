import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { lastServerMessage, serverFieldErrors } from './form-errors';

describe('lastServerMessage', () => {
  it('lets the last of error and errors win, as the spec reads them', () => {
    const error = new ApiError(422, { message: 'The given data was invalid.', error: 'first', errors: { email: ['second', 'ignored'], phone: ['third'] } });
    expect(lastServerMessage(error)).toBe('third');
  });

  it('falls back to the message, then to a kind general line', () => {
    expect(lastServerMessage(new ApiError(429, { message: 'Too many requests.' }))).toBe('Too many requests.');
    expect(lastServerMessage(new ApiError(502, '<html>'))).toBe('Something went wrong on our side. Please try again.');
    expect(lastServerMessage(new NetworkError('Network error. Please try again.'))).toBe('Network error. Please try again.');
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(serverFieldErrors(new ApiError(422, { errors: { name: ['a', 'b'] } }))).toEqual({ name: 'a' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
