import { describe, expect, it } from 'vitest';
import { emptyBilling } from './billing-info';
import { amountStepError, billingErrors } from './wizard-validation';

describe('wizard step 1 (spec point 5)', () => {
  it('asks for a task or a custom amount', () => {
    expect(amountStepError({ selected: [], custom: false, customAmount: '' }, 'CAMPAIGN')).toBe('Please select a task');
    expect(amountStepError({ selected: [3], custom: false, customAmount: '' }, 'CAMPAIGN')).toBeNull();
  });

  it('wants a custom amount, and at least 300 for a general donation', () => {
    expect(amountStepError({ selected: [], custom: true, customAmount: '' }, 'DONATION')).toBe('Please enter a custom amount');
    expect(amountStepError({ selected: [], custom: true, customAmount: '0' }, 'DONATION')).toBe('Please enter a custom amount');
    expect(amountStepError({ selected: [], custom: true, customAmount: '299.99' }, 'DONATION')).toBe('Please enter a amount greater than 300');
    expect(amountStepError({ selected: [], custom: true, customAmount: '300' }, 'DONATION')).toBeNull();
    expect(amountStepError({ selected: [], custom: true, customAmount: '150' }, 'CAMPAIGN')).toBeNull();
  });
});

describe('wizard step 2 (spec point 5)', () => {
  it('gives every required message for an empty form', () => {
    expect(billingErrors(emptyBilling())).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      streetAddress: 'Street Address is required',
      country: 'Country is required',
      city: 'City is required',
      phoneNumber: 'Please enter a phone number.',
    });
  });

  it('checks the email pattern and the intended phone rule', () => {
    const filled = { firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+92300' };
    expect(billingErrors(filled)).toEqual({
      email: 'Please enter a valid email address',
      phoneNumber: 'Please enter a valid phone number with country code (e.g., +12345678901).',
    });
    expect(billingErrors({ ...filled, email: 'ayesha@example.pk', phoneNumber: '+923001234567' })).toEqual({});
    expect(billingErrors({ ...filled, email: 'ayesha@example.pk', phoneNumber: '+1234567890123456' }).phoneNumber).toBeDefined();
  });
});
