import type { PaymentMethod } from './manual-payload';

/** How a payment method is named to a donor: on the form's tabs and wherever a gift is described. */
export const methodLabels: Record<PaymentMethod | 'card', string> = {
  jazz_cash: 'Jazz Cash',
  easypaisa: 'Easypaisa',
  bank_transfer: 'Bank Transfer',
  card: 'Card',
};
