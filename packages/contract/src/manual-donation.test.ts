import { describe, expect, it } from 'vitest';
import { donorMessages as d, manualPaymentMessages as m } from './donation-messages.ts';
import { manualDonationProblems, receiptFileAccepted, receiptProblem } from './manual-donation.ts';

const receipt = { accepted: true, size: 1000 };
const ok = { amount: 500, phone: '+923001234567', receipt };

describe('the manual donation rules, shared by the form and the API', () => {
  it('reports every failure in the spec order: amount, phone, receipt', () => {
    expect(manualDonationProblems({ amount: undefined, phone: '', receipt: null })).toEqual([
      { field: 'amount', message: m.amountInvalid },
      { field: 'phone', message: m.phoneRequired },
      { field: 'receipt', message: m.receiptRequired },
    ]);
    expect(manualDonationProblems(ok)).toEqual([]);
  });

  it('takes 1 to 10 million rupees', () => {
    for (const amount of [0, -5, 0.5, Number.NaN, 10_000_000.01]) {
      expect(manualDonationProblems({ ...ok, amount })[0]?.message, String(amount)).toBe(m.amountInvalid);
    }
    expect(manualDonationProblems({ ...ok, amount: 1 })).toEqual([]);
    expect(manualDonationProblems({ ...ok, amount: 10_000_000 })).toEqual([]);
  });

  it('wants +92 and exactly 10 digits', () => {
    for (const phone of ['03001234567', '+92300123456', '+9230012345678']) {
      expect(manualDonationProblems({ ...ok, phone })).toEqual([{ field: 'phone', message: m.phoneFormat }]);
    }
  });

  it('asks for a first name only where the form asks who is giving, and checks an e-mail only when given', () => {
    expect(manualDonationProblems({ ...ok, email: 'ayesha@example.pk' })).toEqual([]);
    expect(manualDonationProblems({ ...ok, firstName: ' ', email: 'nope' })).toEqual([
      { field: 'firstName', message: d.firstNameRequired },
      { field: 'email', message: d.emailInvalid },
    ]);
    expect(manualDonationProblems({ ...ok, firstName: 'Ayesha', email: ' ' })).toEqual([]);
  });

  it('takes an image or a PDF within the size limit', () => {
    expect(receiptFileAccepted({ name: 'a.JPEG', type: '' })).toBe(true);
    expect(receiptFileAccepted({ name: 'slip', type: 'application/pdf' })).toBe(true);
    expect(receiptFileAccepted({ name: 'setup.exe', type: 'application/x-msdownload' })).toBe(false);
    expect(receiptProblem({ accepted: false, size: 1 })).toBe(m.receiptType);
    expect(receiptProblem({ accepted: true, size: 10 * 1_048_576 + 1 })).toBe(m.receiptTooLarge);
    expect(receiptProblem({ accepted: true, size: 30 * 1_048_576 }, 40 * 1_048_576)).toBeNull();
    // Only the server reads a receipt to its end: a file that does not open has its own message.
    expect(receiptProblem({ accepted: true, size: 20, decodes: false })).toBe(m.receiptUnreadable);
    expect(receiptProblem({ accepted: true, size: 20, decodes: true })).toBeNull();
    expect(receiptProblem({ accepted: false, size: 20, decodes: false })).toBe(m.receiptType);
  });
});
