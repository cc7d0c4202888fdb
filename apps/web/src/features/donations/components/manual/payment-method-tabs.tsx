import type { ReactNode } from 'react';
import { Tabs } from '../../../../components/ui/tabs';
import type { PaymentMethod } from '../../lib/manual-payload';
import { methodLabels } from '../../lib/payment-methods';

export const paymentMethods: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'jazz_cash', label: methodLabels.jazz_cash, note: 'Mobile wallet' },
  { value: 'easypaisa', label: methodLabels.easypaisa, note: 'Mobile wallet' },
  { value: 'bank_transfer', label: methodLabels.bank_transfer, note: 'Any bank or app' },
];

interface Props {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  children: ReactNode;
}

/** The three payment tabs; the form below is the selected method's panel. */
export function PaymentMethodTabs({ value, onChange, children }: Props) {
  return (
    <Tabs
      label="Payment method"
      selected={value}
      onSelect={onChange}
      panel={children}
      focusablePanel={false}
      items={paymentMethods.map((m) => ({
        key: m.value,
        label: (
          <>
            {m.label}
            <span className="block text-xs font-normal text-muted">{m.note}</span>
          </>
        ),
      }))}
      listClassName="grid grid-cols-3 gap-1.5 rounded-xl bg-brand-50 p-1.5"
      tabClassName={(selected) =>
        `rounded-lg px-2 py-2.5 text-center text-sm font-semibold transition sm:text-base ${selected ? 'bg-white text-brand-800 shadow' : 'text-muted hover:text-brand-800'}`
      }
      panelClassName="mt-6"
    />
  );
}
