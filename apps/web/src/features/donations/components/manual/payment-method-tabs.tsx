import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PaymentMethod } from '../../lib/manual-payload';

export const paymentMethods: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'jazz_cash', label: 'Jazz Cash', note: 'Mobile wallet' },
  { value: 'easypaisa', label: 'Easypaisa', note: 'Mobile wallet' },
  { value: 'bank_transfer', label: 'Bank Transfer', note: 'Any bank or app' },
];

interface Props {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  children: ReactNode;
}

/** The three payment tabs (ARIA tabs: arrows, Home and End move between them). */
export function PaymentMethodTabs({ value, onChange, children }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = paymentMethods.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const wrapped = (next + paymentMethods.length) % paymentMethods.length;
    onChange(paymentMethods[wrapped]!.value);
    tabs.current[wrapped]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Payment method" className="grid grid-cols-3 gap-1.5 rounded-xl bg-brand-50 p-1.5">
        {paymentMethods.map((m, i) => {
          const selected = m.value === value;
          return (
            <button
              key={m.value}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${m.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(m.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`rounded-lg px-2 py-2.5 text-center text-sm font-semibold transition sm:text-base ${
                selected ? 'bg-white text-brand-800 shadow' : 'text-muted hover:text-brand-800'
              }`}
            >
              {m.label}
              <span className="block text-xs font-normal text-muted">{m.note}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`} className="mt-6">
        {children}
      </div>
    </>
  );
}
