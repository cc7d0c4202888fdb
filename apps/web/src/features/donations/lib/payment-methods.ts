import { m } from '../../../paraglide/messages.js';
import type { PaymentMethod } from './manual-payload';

/**
 * How a payment method is named to a donor: on the form's tabs and wherever a gift is described.
 * The wallets are brands and keep their names in Urdu. A function: the language is known only
 * while a page renders.
 */
export function methodLabel(method: PaymentMethod | 'card'): string {
  switch (method) {
    case 'jazz_cash':
      return 'Jazz Cash';
    case 'easypaisa':
      return 'Easypaisa';
    case 'bank_transfer':
      return m.manual_method_bank_transfer();
    case 'card':
      return m.manual_method_card();
  }
}
