import { describe, expect, it } from 'vitest';
import { manualPaymentFormData } from './manual-payload';
import { readDonationQuery } from './donation-query';

const receipt = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
const entries = (fd: FormData) => [...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]);
const billing = { firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@example.pk', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001112222' };

describe('the manualPayment multipart body (spec points 3 and 7)', () => {
  it('sends a welfare gift with its category as a custom amount, an empty task list and nothing empty', () => {
    const q = readDonationQuery(new URLSearchParams('type=DONATION&title=Schooling&is_donation=true&course_id=2'));
    const fd = manualPaymentFormData({ amount: '1500.50', method: 'jazz_cash', phone: '+92 300 1234567', receipt, category: 'Schooling' }, q, null);
    expect(entries(fd)).toEqual([
      ['amount', '1500.5'],
      ['payment_method', 'jazz_cash'],
      ['receipt_file', 'slip.pdf'],
      ['donatation_submit[module_code]', 'DONATION'],
      ['donatation_submit[task_id]', ''],
      ['donatation_submit[course_id]', '2'],
      ['donatation_submit[is_donation]', 'true'],
      ['donatation_submit[custom_task]', 'true'],
      ['donatation_submit[custom_task_name]', 'Schooling'],
      ['donatation_submit[custom_task_amount]', '1500.5'],
      ['donatation_submit[category]', 'Schooling'],
      ['donatation_submit[total_amount]', '1500.5'],
      ['donatation_submit[phoneNumber]', '+923001234567'],
    ]);
  });

  it("sends a campaign's ticked needs as indexed task ids, priced by the server instead of a custom amount", () => {
    const q = readDonationQuery(new URLSearchParams('type=CAMPAIGN&id=3&title=Clean%20water'));
    const fd = manualPaymentFormData({ amount: '5500', method: 'jazz_cash', phone: '+923001234567', receipt, category: 'Clean water', taskIds: [4, 9] }, q, null);
    expect(fd.getAll('donatation_submit[task_id][0]')).toEqual(['4']);
    expect(fd.getAll('donatation_submit[task_id][1]')).toEqual(['9']);
    expect(fd.has('donatation_submit[task_id]')).toBe(false);
    expect(fd.get('donatation_submit[custom_task]')).toBe('false');
    expect(fd.has('donatation_submit[custom_task_name]')).toBe(false);
    expect(fd.has('donatation_submit[custom_task_amount]')).toBe(false);
    expect(fd.get('donatation_submit[total_amount]')).toBe('5500');
  });

  it('sends an empty task list as one empty value and a campaign id only when it is an integer', () => {
    const campaign = manualPaymentFormData({ amount: '800', method: 'easypaisa', phone: '+923001234567', receipt, category: 'Clean water' }, readDonationQuery(new URLSearchParams('type=CAMPAIGN&id=3')), null);
    expect(campaign.getAll('donatation_submit[task_id]')).toEqual(['']);
    expect(campaign.get('donatation_submit[campaign_id]')).toBe('3');
    const bad = manualPaymentFormData({ amount: '800', method: 'easypaisa', phone: '+923001234567', receipt, category: '' }, readDonationQuery(new URLSearchParams('type=CAMPAIGN&id=3abc')), null);
    expect(bad.has('donatation_submit[campaign_id]')).toBe(false);
    expect(bad.has('donatation_submit[category]')).toBe(false);
  });

  it('names the giver of every gift, leaving out what was not given', () => {
    const q = readDonationQuery(new URLSearchParams('type=CAMPAIGN&id=3'));
    const donor = { firstName: ' Bilal ', lastName: '', email: 'bilal@example.pk' };
    const fd = manualPaymentFormData({ amount: '800', method: 'jazz_cash', phone: '+923001234567', receipt, category: 'Clean water', donor }, q, billing);
    expect(fd.get('donatation_submit[firstName]')).toBe('Bilal');
    expect(fd.has('donatation_submit[lastName]')).toBe(false);
    expect(fd.get('donatation_submit[email]')).toBe('bilal@example.pk');
    // The stored address belongs to book orders only.
    expect(fd.has('donatation_submit[streetAddress]')).toBe(false);
  });

  it('defaults any other type to DONATION and sends no stored address with it', () => {
    const fd = manualPaymentFormData({ amount: '10', method: 'bank_transfer', phone: '+923001234567', receipt, category: 'Well' }, readDonationQuery(new URLSearchParams('type=ZAKAT')), billing);
    expect(fd.get('donatation_submit[module_code]')).toBe('DONATION');
    expect(fd.has('donatation_submit[email]')).toBe(false);
  });

  it('carries the stored billing info with a BOOK order', () => {
    const q = readDonationQuery(new URLSearchParams('type=BOOK&book_id=7&amount=950'));
    const fd = manualPaymentFormData({ amount: '950', method: 'bank_transfer', phone: '+923001234567', receipt, category: 'The Path' }, q, billing);
    expect(fd.get('donatation_submit[module_code]')).toBe('BOOK');
    expect(fd.get('donatation_submit[book_id]')).toBe('7');
    expect(fd.get('donatation_submit[firstName]')).toBe('Ayesha');
    expect(fd.get('donatation_submit[lastName]')).toBe('Khan');
    expect(fd.get('donatation_submit[email]')).toBe('ayesha@example.pk');
    expect(fd.get('donatation_submit[streetAddress]')).toBe('12 Canal Road');
    expect(fd.get('donatation_submit[country]')).toBe('Pakistan');
    expect(fd.get('donatation_submit[city]')).toBe('Lahore');
    expect(fd.get('donatation_submit[phoneNumber]')).toBe('+923001234567');
    expect(fd.has('donatation_submit[quantity]')).toBe(false);
  });

  it('sends the copies of a stepper order, and the billing name rather than anything typed', () => {
    const q = readDonationQuery(new URLSearchParams('type=BOOK&book_id=7'));
    const donor = { firstName: 'Someone', lastName: 'Else', email: 'else@example.pk' };
    const fd = manualPaymentFormData({ amount: '1900', method: 'easypaisa', phone: '+923001234567', receipt, category: 'The Path', donor, copies: 2 }, q, billing);
    expect(fd.get('donatation_submit[quantity]')).toBe('2');
    expect(fd.get('donatation_submit[total_amount]')).toBe('1900');
    expect(fd.get('donatation_submit[firstName]')).toBe('Ayesha');
    expect(fd.get('donatation_submit[email]')).toBe('ayesha@example.pk');
  });
});
