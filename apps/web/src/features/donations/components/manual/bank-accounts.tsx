import type { Settings } from '@foundation/contract/settings';
import { CopyButton } from '../../../../components/ui/copy-button';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { forPasting } from '../../lib/account-number';

type Account = Settings['bank_accounts'][number];

/** The foundation's accounts (from settings, editable by staff) as an accordion of cards. */
export function BankAccounts({ accounts }: { accounts: Account[] }) {
  if (!accounts.length) return null;
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-ink">{m.manual_bank_heading()}</p>
      {accounts.map((a, i) => (
        <details key={`${a.iban}-${i}`} open={i === 0} className="group rounded-xl border border-brand-100 bg-white shadow-sm">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
            <span>
              <span lang={langOfContent(a.bank_name)}>{a.bank_name}</span>
              <span lang={langOfContent(a.account_title)} className="block text-sm font-normal text-muted">
                {a.account_title}
              </span>
            </span>
            <span aria-hidden="true" className="text-xl text-gold-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1.5 border-t border-brand-100 px-4 py-3 text-sm">
            <Row term={m.manual_bank_account_title()} value={a.account_title} />
            <Row term={m.manual_bank_branch()} value={a.branch} />
            <Row term={m.manual_bank_account_number()} value={a.account_number} copyLabel={m.manual_copy_account_number({ bank: a.bank_name })} />
            <Row term={m.manual_bank_iban()} value={a.iban} copyLabel={m.manual_copy_iban({ bank: a.bank_name })} />
            {a.swift_code && <Row term={m.manual_bank_swift()} value={a.swift_code} number />}
          </dl>
        </details>
      ))}
    </div>
  );
}

/** A copyable value (account number, IBAN) or a code is a number, kept left to right; a name or branch is text. */
function Row({ term, value, copyLabel, number = !!copyLabel }: { term: string; value: string; copyLabel?: string; number?: boolean }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* A long number may break anywhere; a branch name only between words. */}
        <span
          dir={number ? 'ltr' : undefined}
          lang={number ? undefined : langOfContent(value)}
          className={`min-w-0 font-mono text-ink select-all ${copyLabel ? 'break-all' : 'break-words'}`}
        >
          {value}
        </span>
        {copyLabel && <CopyButton value={forPasting(value)} label={copyLabel} />}
      </dd>
    </>
  );
}
