import type { WalletAccount } from '@foundation/contract/settings';
import { CopyButton } from '../../../../components/ui/copy-button';
import { forPasting } from '../../lib/account-number';
import type { PaymentMethod } from '../../lib/manual-payload';
import { methodLabels } from '../../lib/payment-methods';

/** One line on how to pay, per method: the donor does this in another app before coming back. */
const howTo: Record<PaymentMethod, string> = {
  jazz_cash: 'In the JazzCash app (or by dialling *786#) choose Send Money, then Mobile Account, and send to the number below.',
  easypaisa: 'In the Easypaisa app (or by dialling *786#) choose Send Money, then Easypaisa Account, and send to the number below.',
  bank_transfer: 'Transfer from any bank, branch or banking app to one of our accounts below; from another bank, use the IBAN.',
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
        <strong>{isBook ? 'Pay for your book. ' : 'Send your gift. '}</strong>
        {howTo[method]}
      </p>
      {wallet && <WalletCard wallet={wallet} />}
      {!wallet && method !== 'bank_transfer' && hotline && <p className="mt-2">Call {hotline} for our {methodLabels[method]} number.</p>}
      <p className="mt-2 text-muted">Then fill in the form and upload the confirmation. Our team checks every receipt by hand.</p>
    </div>
  );
}

function WalletCard({ wallet }: { wallet: WalletAccount }) {
  const name = methodLabels[wallet.method];
  return (
    <div className="mt-3 rounded-lg bg-white px-4 py-3 ring-1 ring-brand-100">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Send to</p>
      <p className="mt-0.5 font-semibold text-brand-800">{wallet.account_title}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono text-xl font-bold tracking-wide text-ink">{wallet.account_number}</span>
        <CopyButton value={forPasting(wallet.account_number)} label={`Copy ${name} number`} />
      </p>
    </div>
  );
}
