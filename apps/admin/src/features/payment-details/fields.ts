import { paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import type { Field } from '../../kit/types';
import { paymentWords as w } from './words';

/**
 * The proposal's form: each payment detail as the kit edits ordered rows (contract
 * PAYMENT_DETAIL_FIELDS; a later one adds its field here), then the member's password or code.
 */
export const proposalFields: Field[] = [
  { kind: 'section', name: 'accounts', label: w.accountsSection, hint: w.accountsHint },
  {
    kind: 'children',
    name: 'wallet_accounts',
    label: w.wallets,
    hint: 'JazzCash and Easypaisa accounts on the donation form.',
    itemLabel: 'Wallet',
    summary: (a) => [paymentMethodLabels[a.method as 'jazz_cash'] ?? '', a.account_number].filter(Boolean).join(', '),
    newItem: () => ({ method: 'jazz_cash', account_title: '', account_number: '' }),
    fields: [
      {
        kind: 'select',
        name: 'method',
        label: 'Wallet',
        required: true,
        options: [
          { value: 'jazz_cash', label: paymentMethodLabels.jazz_cash },
          { value: 'easypaisa', label: paymentMethodLabels.easypaisa },
        ],
      },
      { kind: 'text', name: 'account_title', label: 'Account title', required: true, maxLength: 120 },
      { kind: 'text', name: 'account_number', label: w.accountNumber, required: true, maxLength: 40 },
    ],
  },
  {
    kind: 'children',
    name: 'bank_accounts',
    label: w.banks,
    itemLabel: 'Bank account',
    summary: (a) => [a.bank_name, a.account_title].filter(Boolean).join(', '),
    newItem: () => ({ bank_name: '', account_title: '', branch: '', account_number: '', iban: '', swift_code: '' }),
    fields: [
      { kind: 'text', name: 'bank_name', label: 'Bank', required: true, maxLength: 120 },
      { kind: 'text', name: 'account_title', label: 'Account title', required: true, maxLength: 120 },
      { kind: 'text', name: 'branch', label: w.branch, maxLength: 200 },
      { kind: 'text', name: 'account_number', label: w.accountNumber, required: true, maxLength: 40 },
      { kind: 'text', name: 'iban', label: w.iban, required: true, maxLength: 42 },
      { kind: 'text', name: 'swift_code', label: 'SWIFT code', maxLength: 11 },
    ],
  },
  { kind: 'section', name: 'confirm', label: w.confirmSection },
  { kind: 'text', type: 'password', name: 'confirmation', label: w.confirmation, hint: w.confirmationHint, required: true, autoComplete: 'current-password', maxLength: 1024 },
];
