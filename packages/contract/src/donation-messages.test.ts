import { describe, expect, it } from 'vitest';
import * as api from './donations.ts';
import { EMAIL_PATTERN, MANUAL_PHONE_PATTERN, RECEIPT_ACCEPT, WIZARD_PHONE_PATTERN, donationLimits, manualPaymentMessages as manual, wizardMessages as wizard } from './donation-messages.ts';

const d = api.donationMessages;

/** [what the page says, what the API says] */
const pairs: [string, string][] = [
  [manual.amountInvalid, d.invalidAmount],
  [manual.phoneRequired, d.phoneRequired],
  [manual.phoneFormat, d.manualPhoneFormat],
  [manual.receiptRequired, d.receiptRequired],
  [manual.receiptType, d.receiptType],
  [manual.receiptTooLarge, api.receiptTooLargeMessage(donationLimits.receiptMaxBytes)],
  [manual.submitFailed, d.paymentSubmissionFailed],
  [manual.networkError, d.networkError],
  [manual.serverError(500, 'x'), api.serverErrorMessage(500, 'x')],
  [wizard.taskRequired, d.selectTask],
  [wizard.customAmountRequired, d.customAmountRequired],
  [wizard.customAmountMin, d.customAmountMin],
  [wizard.firstNameRequired, d.firstNameRequired],
  [wizard.lastNameRequired, d.lastNameRequired],
  [wizard.emailRequired, d.emailRequired],
  [wizard.emailInvalid, d.emailInvalid],
  [wizard.streetAddressRequired, d.streetAddressRequired],
  [wizard.countryRequired, d.countryRequired],
  [wizard.cityRequired, d.cityRequired],
  [wizard.phoneRequired, d.wizardPhoneRequired],
  [wizard.phoneFormat, d.wizardPhoneFormat],
  [wizard.paymentSuccessful, d.paymentSuccessful],
  [wizard.paymentFailed, d.paymentFailed],
  [wizard.paymentFailedDetail, d.paymentFailedDetail],
  [wizard.cardsUnavailable, d.cardUnavailable],
  [EMAIL_PATTERN.source, api.EMAIL_PATTERN.source],
  [MANUAL_PHONE_PATTERN.source, api.MANUAL_PHONE_PATTERN.source],
  [WIZARD_PHONE_PATTERN.source, api.WIZARD_PHONE_PATTERN.source],
  [RECEIPT_ACCEPT, api.RECEIPT_ACCEPT],
  [String(donationLimits.customDonationMin), String(api.CUSTOM_DONATION_MIN_RUPEES)],
];

describe('the donation pages say exactly what the API says', () => {
  it.each(pairs)('%s', (page, server) => expect(page).toBe(server));
});
