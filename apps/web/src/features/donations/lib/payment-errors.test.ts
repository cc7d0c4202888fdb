import { describe, expect, it } from 'vitest';
import { manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { paymentErrorMessage, rejectedSubmissionMessage } from './payment-errors';

describe('the payment error catalogue (spec point 8)', () => {
  it('joins every message of errors with ", " before anything else', () => {
    const error = new ApiError(422, { message: 'The given data was invalid.', error: 'ignored', errors: { amount: ['Amount is too large'], receipt_file: ['Bad file', 'Too big'] } });
    expect(paymentErrorMessage(error)).toBe('Amount is too large, Bad file, Too big');
  });

  it('falls back to error, then to message', () => {
    expect(paymentErrorMessage(new ApiError(400, { error: 'Card payments are not available', message: 'x' }))).toBe('Card payments are not available');
    expect(paymentErrorMessage(new ApiError(413, { message: 'The request is too large.' }))).toBe('The request is too large.');
    expect(paymentErrorMessage(new ApiError(422, { errors: {}, message: 'Only message' }))).toBe('Only message');
  });

  it('says "Server Error ({status}): {body}" when the body names nothing', () => {
    expect(paymentErrorMessage(new ApiError(500, 'upstream exploded'))).toBe(m.serverError(500, 'upstream exploded'));
    expect(paymentErrorMessage(new ApiError(500, 'upstream exploded'))).toBe('Server Error (500): upstream exploded');
    expect(paymentErrorMessage(new ApiError(502, null))).toBe('Server Error (502): ');
    expect(paymentErrorMessage(new ApiError(500, { detail: 1 }))).toBe('Server Error (500): {"detail":1}');
  });

  it('says "Network error. Please try again." when nothing answered', () => {
    expect(paymentErrorMessage(new NetworkError('offline'))).toBe('Network error. Please try again.');
    expect(paymentErrorMessage(new TypeError('Failed to fetch'))).toBe('Network error. Please try again.');
  });

  it('shows a refused submission its message, or "Payment submission failed"', () => {
    expect(rejectedSubmissionMessage({ message: 'Duplicate receipt' })).toBe('Duplicate receipt');
    expect(rejectedSubmissionMessage({})).toBe('Payment submission failed');
    expect(rejectedSubmissionMessage({ message: '' })).toBe('Payment submission failed');
  });
});
