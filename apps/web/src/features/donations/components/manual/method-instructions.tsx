import type { WalletAccount } from '@foundation/contract/settings';
import { CopyButton } from '../../../../components/ui/copy-button';
import { Ltr } from '../../../../components/ui/ltr';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { forPasting } from '../../lib/account-number';
import type { PaymentMethod } from '../../lib/manual-payload';
import { methodLabel } from '../../lib/payment-methods';
import { rich } from '../wizard/text';

/** The wallets' USSD menu, dialled the same in any language. */
const USSD = '*786#';

/** One line on how to pay, per method: the donor does this in another app before coming back. */
const howTo: Record<PaymentMethod, (inputs: { code: string }) => string> = {
  jazz_cash: m.manual_howto_jazz_cash,
  easypaisa: m.manual_howto_easypaisa,
  bank_transfer: m.manual_howto_bank_transfer,
};

interface Props {
  method: PaymentMethod;
  /** The foundation's wallets from settings; a method without one falls back to the hotline. */
  wallets: WalletAccount[];
  hotline?: string;
  isBook: boolean;
}

/** Where and how to pay for the chosen method, before the donor uploads the confirmation. */
export function MethodInstructions({ method, wallets, hotline, isBook }: Props) {
  const wallet = wallets.find((w) => w.method === method);
  return (
    <div className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
      <p>
        <strong>{isBook ? m.manual_pay_book() : m.manual_pay_gift()}</strong> {rich(howTo[method], { code: <Ltr>{USSD}</Ltr> })}
      </p>
      {wallet && <WalletCard wallet={wallet} />}
      {!wallet && method !== 'bank_transfer' && hotline && (
        <p className="mt-2">{rich(m.manual_call_hotline, { hotline: <Ltr>{hotline}</Ltr>, method: methodLabel(method) })}</p>
      )}
      <p className="mt-2 text-muted">{m.manual_then_upload()}</p>
    </div>
  );
}

function WalletCard({ wallet }: { wallet: WalletAccount }) {
  return (
    <div className="mt-3 rounded-lg bg-white px-4 py-3 ring-1 ring-brand-100">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{m.manual_send_to()}</p>
      <p lang={langOfContent(wallet.account_title)} className="mt-0.5 font-semibold text-brand-800">
        {wallet.account_title}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span dir="ltr" className="font-mono text-xl font-bold tracking-wide text-ink">
          {wallet.account_number}
        </span>
        <CopyButton value={forPasting(wallet.account_number)} label={m.manual_copy_wallet_number({ method: methodLabel(wallet.method) })} />
      </p>
    </div>
  );
}
