import { Link } from 'wouter';
import { wizardMessages as w } from '@foundation/contract/donation-messages';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton, secondaryButton } from '../buttons';
import { StepHeading } from './step-heading';
import { ltr, rich } from './text';

/** The outcome's mark (hidden from screen readers: the heading says it). */
const marks = { success: '✓', failure: '✕', pending: '…' } as const;

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
        {marks[result.kind]}
      </span>
      <StepHeading>{localizeMessage(ok ? w.paymentSuccessful : w.paymentFailed)}</StepHeading>
      {ok ? (
        <div className="mt-3 max-w-md text-muted">
          <p>{m.wizard_thanks()}</p>
          <p className="mt-2">
            {rich(m.wizard_reference, { reference: <strong className="font-mono text-ink">{ltr(result.reference)}</strong>, email: ltr(result.email) })}
          </p>
          <p className="mt-2 text-sm">{m.wizard_redirecting({ destination })}</p>
        </div>
      ) : (
        <div className="mt-3 max-w-md text-muted">
          <p>{localizeMessage(w.paymentFailedDetail)}</p>
          {result.message !== w.paymentFailed && <p className="mt-2 text-sm">{localizeMessage(result.message)}</p>}
          <p className="mt-2 text-sm">{m.wizard_failed_note()}</p>
        </div>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!ok && (
          <>
            <button type="button" onClick={onRestart} className={secondaryButton}>
              {m.wizard_change_amount()}
            </button>
            <button type="button" onClick={onRetry} className={secondaryButton}>
              {m.wizard_try_again()}
            </button>
          </>
        )}
        <Link to="/" className={primaryButton}>
          {m.wizard_back_home()}
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
        {marks.pending}
      </span>
      <StepHeading>{localizeMessage(w.paymentPending)}</StepHeading>
      <p className="mt-3 max-w-md text-muted">{localizeMessage(message)}</p>
      <p className="mt-2 max-w-md text-sm text-muted">{m.wizard_pending_note()}</p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        {m.wizard_back_home()}
      </Link>
    </div>
  );
}
