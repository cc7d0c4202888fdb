import type { PaymentMethod } from '../../lib/manual-payload';

const steps: Record<PaymentMethod, string> = {
  jazz_cash: 'from the JazzCash app, a JazzCash agent or *786# on your phone.',
  easypaisa: 'from the Easypaisa app, an Easypaisa shop or *786# on your phone.',
  bank_transfer: 'to either of the accounts below from any bank, branch or banking app.',
};

/** What to do before uploading, for the chosen method. */
export function MethodInstructions({ method, hotline, isBook }: { method: PaymentMethod; hotline?: string; isBook: boolean }) {
  return (
    <div className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
      <p>
        {isBook ? 'Send the book amount' : 'Send your gift'} {steps[method]}
      </p>
      <p className="mt-1 text-muted">
        Then fill in the form and upload the confirmation. Our team checks every receipt by hand
        {hotline && method !== 'bank_transfer' ? `; for the wallet number call ${hotline}` : ''}.
      </p>
    </div>
  );
}
