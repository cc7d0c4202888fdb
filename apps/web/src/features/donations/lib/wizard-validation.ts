import { EMAIL_PATTERN, WIZARD_PHONE_PATTERN, donationLimits, wizardMessages as m } from '@foundation/contract/donation-messages';
import type { BillingInfo } from './billing-info';
import type { ModuleCode } from './donation-query';
import { digitsWithLeadingPlus } from '../../../lib/filter-input';
import type { AmountChoice } from './wizard-order';

/** Step 1 (spec point 5): a task or the custom amount; a custom DONATION is at least 300. */
export function amountStepError(choice: AmountChoice, type: ModuleCode): string | null {
  if (choice.selected.length === 0 && !choice.custom) return m.taskRequired;
  if (!choice.custom) return null;
  const amount = Number(choice.customAmount);
  if (!choice.customAmount.trim() || !Number.isFinite(amount) || amount <= 0) return m.customAmountRequired;
  if (type === 'DONATION' && amount < donationLimits.customDonationMin) return m.customAmountMin;
  return null;
}

export type BillingErrors = Partial<Record<keyof BillingInfo, string>>;

/** Step 2: every field's message at once, in the form's order, so each shows under its field. */
export function billingErrors(b: BillingInfo): BillingErrors {
  const errors: BillingErrors = {};
  if (!b.firstName.trim()) errors.firstName = m.firstNameRequired;
  if (!b.lastName.trim()) errors.lastName = m.lastNameRequired;
  if (!b.email.trim()) errors.email = m.emailRequired;
  else if (!EMAIL_PATTERN.test(b.email.trim())) errors.email = m.emailInvalid;
  if (!b.streetAddress.trim()) errors.streetAddress = m.streetAddressRequired;
  if (!b.country.trim()) errors.country = m.countryRequired;
  if (!b.city.trim()) errors.city = m.cityRequired;
  const phone = digitsWithLeadingPlus(b.phoneNumber);
  if (!phone) errors.phoneNumber = m.phoneRequired;
  else if (!WIZARD_PHONE_PATTERN.test(phone)) errors.phoneNumber = m.phoneFormat;
  return errors;
}
