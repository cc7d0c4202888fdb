import { Link } from 'react-router';
import { Alert, cx, ui } from '../../components';
import { useSession } from '../../lib/use-session';
import { Accounts } from './accounts';
import { PendingChange } from './pending-change';
import { usePaymentDetails } from './queries';
import { paymentWords as w } from './words';

export const PROPOSE_PATH = '/settings/payment-details';

/**
 * The settings screen's part for administrators and finance: the payment details in effect,
 * read-only, and the change waiting, if any; an administrator may propose one when none waits.
 */
export function PaymentDetailsPanel() {
  const { session } = useSession();
  const details = usePaymentDetails();
  const admin = session?.staff.role === 'admin';
  return (
    <section aria-labelledby="payment-details" className="space-y-4 rounded-md border border-slate-300 bg-white p-3 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-prose">
          <h2 id="payment-details" className="text-lg font-bold">
            {w.heading}
          </h2>
          <p className="text-sm text-muted">{w.hint}</p>
        </div>
        {admin && details.data && !details.data.pending && (
          <Link to={PROPOSE_PATH} className={cx(ui.button, ui.secondary)}>
            {w.propose}
          </Link>
        )}
      </div>
      {details.isError && <Alert>{details.error.message}</Alert>}
      {details.isPending && (
        <p role="status" className="text-sm text-muted">
          {w.loading}
        </p>
      )}
      {details.data?.pending && <PendingChange change={details.data.pending} currentFor={pickCurrent(details.data.current, details.data.pending.after)} />}
      {details.data && <Accounts details={details.data.current} />}
    </section>
  );
}

/** The accounts in effect that the change touches, for its "now" column. */
const pickCurrent = <T extends object>(current: T, after: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.keys(after).map((k) => [k, current[k as keyof T]])) as Partial<T>;
