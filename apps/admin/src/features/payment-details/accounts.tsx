import type { PaymentDetails } from '@foundation/contract/admin/payment-details';
import { paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import { paymentWords as w } from './words';

type Details = Partial<PaymentDetails>;

/** The accounts as a donor reads them on the form: each wallet and bank account on its own line. */
export function Accounts({ details, level = 3 }: { details: Details; level?: 3 | 5 }) {
  const Heading = `h${level}` as const;
  return (
    <div className="space-y-3">
      {details.wallet_accounts && (
        <div>
          <Heading className="text-sm font-semibold">{w.wallets}</Heading>
          <List empty={details.wallet_accounts.length === 0}>
            {details.wallet_accounts.map((a, i) => (
              <li key={i}>
                <span className="font-semibold">{paymentMethodLabels[a.method]}</span> <span className="font-mono">{a.account_number}</span>
                <span className="text-muted"> · {a.account_title}</span>
              </li>
            ))}
          </List>
        </div>
      )}
      {details.bank_accounts && (
        <div>
          <Heading className="text-sm font-semibold">{w.banks}</Heading>
          <List empty={details.bank_accounts.length === 0}>
            {details.bank_accounts.map((a, i) => (
              <li key={i}>
                <span className="font-semibold">{a.bank_name}</span>
                <span className="text-muted"> · {a.account_title}</span>
                <br />
                {w.accountNumber} <span className="font-mono">{a.account_number}</span> · {w.iban} <span className="break-all font-mono">{a.iban}</span>
                {a.branch && <> · {a.branch}</>}
                {a.swift_code && (
                  <>
                    {' '}
                    · {w.swift} <span className="font-mono">{a.swift_code}</span>
                  </>
                )}
              </li>
            ))}
          </List>
        </div>
      )}
    </div>
  );
}

function List({ empty, children }: { empty: boolean; children: React.ReactNode }) {
  if (empty) return <p className="mt-1 text-sm text-muted">{w.none}</p>;
  return <ul className="mt-1 space-y-1 text-sm">{children}</ul>;
}
