import { describe, expect, it } from 'vitest';
import * as api from './donations.ts';
import { EMAIL_PATTERN, MANUAL_PHONE_PATTERN, RECEIPT_ACCEPT, WIZARD_PHONE_PATTERN, donationLimits, manualPaymentMessages as manual, wizardMessages as wizard } from './donation-messages.ts';

const d = api.donationMessages;

describe('the donation pages say exactly what the API says', () => {
  it('for the manual form and its error catalogue', () => {
    expect(manual.amountInvalid).toBe(d.invalidAmount);
    expect(manual.phoneRequired).toBe(d.phoneRequired);
    expect(manual.phoneFormat).toBe(d.manualPhoneFormat);
    expect(manual.receiptRequired).toBe(d.receiptRequired);
    expect(manual.receiptType).toBe(d.receiptType);
    expect(manual.receiptTooLarge).toBe(api.receiptTooLargeMessage(donationLimits.receiptMaxBytes));
    expect(manual.submitFailed).toBe(d.paymentSubmissionFailed);
    expect(manual.networkError).toBe(d.networkError);
    expect(manual.serverError(500, 'x')).toBe(api.serverErrorMessage(500, 'x'));
  });

  it('for the card wizard', () => {
    expect(wizard.taskRequired).toBe(d.selectTask);
    expect(wizard.customAmountRequired).toBe(d.customAmountRequired);
    expect(wizard.customAmountMin).toBe(d.customAmountMin);
    expect(wizard.firstNameRequired).toBe(d.firstNameRequired);
    expect(wizard.lastNameRequired).toBe(d.lastNameRequired);
    expect(wizard.emailRequired).toBe(d.emailRequired);
    expect(wizard.emailInvalid).toBe(d.emailInvalid);
    expect(wizard.streetAddressRequired).toBe(d.streetAddressRequired);
    expect(wizard.countryRequired).toBe(d.countryRequired);
    expect(wizard.cityRequired).toBe(d.cityRequired);
    expect(wizard.phoneRequired).toBe(d.wizardPhoneRequired);
    expect(wizard.phoneFormat).toBe(d.wizardPhoneFormat);
    expect(wizard.paymentSuccessful).toBe(d.paymentSuccessful);
    expect(wizard.paymentFailed).toBe(d.paymentFailed);
    expect(wizard.paymentFailedDetail).toBe(d.paymentFailedDetail);
    expect(wizard.cardsUnavailable).toBe(d.cardUnavailable);
  });

  it('with the same rules and limits', () => {
    expect(MANUAL_PHONE_PATTERN.source).toBe(api.MANUAL_PHONE_PATTERN.source);
    expect(WIZARD_PHONE_PATTERN.source).toBe(api.WIZARD_PHONE_PATTERN.source);
    expect(EMAIL_PATTERN.source).toBe(api.EMAIL_PATTERN.source);
    expect(RECEIPT_ACCEPT).toBe(api.RECEIPT_ACCEPT);
    expect(donationLimits.customDonationMin).toBe(api.CUSTOM_DONATION_MIN_RUPEES);
  });
});
