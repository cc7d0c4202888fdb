import type { ReactNode } from 'react';

/**
 * A number, phone number, amount, IBAN or e-mail address inside Urdu text: kept left to right and
 * isolated, so "+92 300 1234567" is not reordered by the right-to-left line around it.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
