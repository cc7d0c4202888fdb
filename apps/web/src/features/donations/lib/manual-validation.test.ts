import { describe, expect, it } from 'vitest';
import { donorMessages as d, manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { firstManualError, receiptProblem } from './manual-validation';

const png = new File(['x'], 'receipt.png', { type: 'image/png' });
const ok = { amount: '500', phone: '+923001234567', receipt: png };

describe('manual form validation (spec point 5, first failure shown)', () => {
  it('checks amount, phone, phone format and receipt in that order', () => {
    expect(firstManualError({ amount: '', phone: '', receipt: null })?.message).toBe('Please enter a valid amount');
    expect(firstManualError({ amount: '0', phone: '', receipt: null })?.message).toBe(m.amountInvalid);
    expect(firstManualError({ amount: '-5', phone: '', receipt: null })?.message).toBe(m.amountInvalid);
    expect(firstManualError({ amount: '500', phone: '', receipt: null })?.message).toBe('Please enter your phone number');
    expect(firstManualError({ amount: '500', phone: '03001234567', receipt: null })?.message).toBe('Please enter a valid phone number in format +923XXXXXXXXX');
    expect(firstManualError({ amount: '500', phone: '+9230012345678', receipt: null })?.message).toBe(m.phoneFormat);
    expect(firstManualError({ amount: '500', phone: '+923001234567', receipt: null })?.message).toBe('Please upload a payment receipt file');
    expect(firstManualError(ok)).toBeNull();
  });

  it('names the field that failed, so the form can focus it', () => {
    expect(firstManualError({ ...ok, amount: '' })?.field).toBe('amount');
    expect(firstManualError({ ...ok, phone: '12' })?.field).toBe('phone');
    expect(firstManualError({ ...ok, receipt: null })?.field).toBe('receipt');
  });

  it("asks for the first name after the spec's rules, then checks an e-mail only when one is given", () => {
    const donor = { firstName: '', lastName: '', email: 'not-an-address' };
    expect(firstManualError({ amount: '', phone: '', receipt: null, donor })?.field).toBe('amount');
    expect(firstManualError({ ...ok, receipt: null, donor })?.field).toBe('receipt');
    expect(firstManualError({ ...ok, donor })).toEqual({ field: 'firstName', message: d.firstNameRequired });
    expect(firstManualError({ ...ok, donor: { ...donor, firstName: '  ' } })?.field).toBe('firstName');
    expect(firstManualError({ ...ok, donor: { ...donor, firstName: 'Ayesha' } })).toEqual({ field: 'email', message: d.emailInvalid });
    expect(firstManualError({ ...ok, donor: { ...donor, firstName: 'Ayesha', email: '' } })).toBeNull();
    expect(firstManualError({ ...ok, donor: { ...donor, firstName: 'Ayesha', email: ' ayesha@example.pk ' } })).toBeNull();
  });

  it('accepts a phone typed with spaces or dashes', () => {
    expect(firstManualError({ ...ok, phone: '+92 300-1234567' })).toBeNull();
  });

  it('accepts images and PDFs only, up to 10 MB', () => {
    for (const [name, type] of [['a.jpg', 'image/jpeg'], ['a.gif', 'image/gif'], ['a.bmp', 'image/bmp'], ['a.webp', 'image/webp'], ['a.pdf', 'application/pdf'], ['a.JPEG', '']]) {
      expect(receiptProblem(new File(['x'], name!, { type }))).toBeNull();
    }
    expect(receiptProblem(new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }))).toBe(m.receiptType);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(receiptProblem(big)).toBe(m.receiptTooLarge);
  });
});
