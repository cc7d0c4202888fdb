import { describe, expect, it } from 'vitest';
import { BillingInfoSchema, DonationSelectionSchema, RupeesSchema, donationMessages as m, selectionError } from './donations.ts';

const selection = (input: Record<string, unknown>) => DonationSelectionSchema.parse(input);

describe('donation rules shared by the wizard and the API', () => {
  it('drops ids that do not parse as integers, as the spec says', () => {
    expect(selection({ task_id: ['3', 'abc', 4, '', '5.5', '-2'], campaign_id: 'null' })).toMatchObject({ task_id: [3, 4] });
    expect(selection({ campaign_id: 'null' }).campaign_id).toBeUndefined();
    expect(selection({ module_code: 'something else' }).module_code).toBe('DONATION');
  });

  it('step 1: a task or a custom amount, at least 300 for a general donation (exactly 300 is enough)', () => {
    expect(selectionError(selection({}))?.message).toBe(m.selectTask);
    expect(selectionError(selection({ custom_task: 'true' }))?.message).toBe(m.customAmountRequired);
    expect(selectionError(selection({ custom_task: true, custom_task_amount: '299.99' }))?.message).toBe(m.customAmountMin);
    expect(selectionError(selection({ custom_task: true, custom_task_amount: 300 }))).toBeNull();
    expect(selectionError(selection({ custom_task: true, custom_task_amount: 50, module_code: 'CAMPAIGN' }))).toBeNull();
    expect(selectionError(selection({ task_id: [1] }))).toBeNull();
  });

  it('reads rupees from numbers and numeric text only', () => {
    expect(RupeesSchema.parse('1500.50')).toBe(1500.5);
    expect(RupeesSchema.parse(-1)).toBeUndefined();
    expect(RupeesSchema.parse('1e5')).toBeUndefined();
  });

  it('step 2: each empty field names itself, and the phone rule is the intended one', () => {
    const result = BillingInfoSchema.safeParse({ email: 'x@', phoneNumber: '0300' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      m.firstNameRequired,
      m.lastNameRequired,
      m.emailInvalid,
      m.streetAddressRequired,
      m.countryRequired,
      m.cityRequired,
      m.wizardPhoneFormat,
    ]);
  });
});
