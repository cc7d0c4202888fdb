import { Link } from 'wouter';
import { wizardMessages as m } from '@foundation/contract/donation-messages';
import { primaryButton, secondaryButton } from '../buttons';
import { StepHeading } from './step-heading';

export type CardResult = { kind: 'success'; reference: string; email: string } | { kind: 'failure' | 'pending'; message: string };

/** Step 5: the outcome, with its icon, and the way home (or back to the card). */
interface Props {
  result: CardResult;
  destination: string;
  /** Back to the card step, to try the same gift with another card. */
  onRetry: () => void;
  /** Back four steps, to the amount: the spec's "jump back" action. */
  onRestart: () => void;
}

export function ResultStep({ result, destination, onRetry, onRestart }: Props) {
  if (result.kind === 'pending') return <Pending message={result.message} />;
  const ok = result.kind === 'success';
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span
        aria-hidden="true"
        className={`mb-5 grid size-20 place-items-center rounded-full text-4xl font-bold text-white shadow-lg ${ok ? 'bg-brand-600' : 'bg-red-600'}`}
      >
        {ok ? '✓' : '✕'}
      </span>
      <StepHeading>{ok ? m.paymentSuccessful : m.paymentFailed}</StepHeading>
      {ok ? (
        <div className="mt-3 max-w-md text-muted">
          <p>Thank you. Your gift has been received and will be put to work with care.</p>
          <p className="mt-2">
            Your reference is <strong className="font-mono text-ink">{result.reference}</strong>; a receipt is on its way to {result.email}.
          </p>
          <p className="mt-2 text-sm">Taking you to {destination} in a few seconds…</p>
        </div>
      ) : (
        <div className="mt-3 max-w-md text-muted">
          <p>{m.paymentFailedDetail}</p>
          {result.message !== m.paymentFailed && <p className="mt-2 text-sm">{result.message}</p>}
          <p className="mt-2 text-sm">No money has been taken for a failed payment. You can try again or use another card.</p>
        </div>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!ok && (
          <>
            <button type="button" onClick={onRestart} className={secondaryButton}>
              Change amount
            </button>
            <button type="button" onClick={onRetry} className={secondaryButton}>
              Try again
            </button>
          </>
        )}
        <Link to="/" className={primaryButton}>
          Back To Home
        </Link>
      </div>
    </div>
  );
}

/** Neither paid nor failed yet: the server settles it with Stripe and e-mails the donor. */
function Pending({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center py-6 text-center">
      <span aria-hidden="true" className="mb-5 grid size-20 place-items-center rounded-full bg-gold-500 text-4xl font-bold text-brand-900 shadow-lg">
        …
      </span>
      <StepHeading>{m.paymentPending}</StepHeading>
      <p className="mt-3 max-w-md text-muted">{message}</p>
      <p className="mt-2 max-w-md text-sm text-muted">Please do not pay again: you will not be charged twice.</p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back To Home
      </Link>
    </div>
  );
}
