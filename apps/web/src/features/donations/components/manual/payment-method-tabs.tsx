import type { ReactNode } from 'react';
import { Tabs } from '../../../../components/ui/tabs';
import { m } from '../../../../paraglide/messages.js';
import type { PaymentMethod } from '../../lib/manual-payload';
import { methodLabel } from '../../lib/payment-methods';

/** The three tabs in order, each with a word on what it takes (read while the page renders). */
export const paymentMethods = (): { value: PaymentMethod; label: string; note: string }[] => [
  { value: 'jazz_cash', label: methodLabel('jazz_cash'), note: m.manual_tab_note_wallet() },
  { value: 'easypaisa', label: methodLabel('easypaisa'), note: m.manual_tab_note_wallet() },
  { value: 'bank_transfer', label: methodLabel('bank_transfer'), note: m.manual_tab_note_bank() },
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
      label={m.manual_tabs_label()}
      selected={value}
      onSelect={onChange}
      panel={children}
      focusablePanel={false}
      items={paymentMethods().map((method) => ({
        key: method.value,
        label: (
          <>
            {method.label}
            <span className="block text-xs font-normal text-muted">{method.note}</span>
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
