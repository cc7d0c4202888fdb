import { useState } from 'react';
import type { PaymentDetailChange } from '@foundation/contract/admin/payment-details';
import { ROLES } from '@foundation/contract/staff-messages';
import { cx, ui } from '../../components';
import { ConfirmDialog } from '../../kit/ui/dialog';
import { useToast } from '../../kit/ui/toast';
import { useSession } from '../../lib/use-session';
import { Accounts } from './accounts';
import { ApproveDialog } from './approve-dialog';
import { useChangeDecisions } from './queries';
import { paymentWords as w } from './words';

/**
 * The change waiting: who proposed it and when, the accounts now and after, when it takes effect;
 * Approve for another administrator, Cancel for any administrator or finance member.
 */
export function PendingChange({ change, currentFor }: { change: PaymentDetailChange; currentFor: PaymentDetailChange['before'] }) {
  const { session } = useSession();
  const { cancel } = useChangeDecisions();
  const toast = useToast();
  const [asking, setAsking] = useState<'approve' | 'cancel' | null>(null);
  const me = session?.staff;
  const mine = me?.email.toLowerCase() === change.proposed_by.email.toLowerCase();
  const mayApprove = me?.role === 'admin' && !mine;
  const mayCancel = me !== undefined && (ROLES.money as readonly string[]).includes(me.role);
  const close = () => {
    setAsking(null);
    cancel.reset();
  };

  return (
    <section aria-labelledby="pending-change" className="space-y-3 rounded-md border border-amber-700 bg-amber-50 p-3 sm:p-4">
      <h3 id="pending-change" className="text-base font-bold">
        {w.pendingHeading}
      </h3>
      <p className="text-sm">
        {w.proposedBy(change.proposed_by.name, change.proposed_by.email, change.proposed_at)}{' '}
        <strong>{change.takes_effect_at ? w.takesEffect(change.takes_effect_at) : w.waitsForApproval}</strong>
        {mine && !change.takes_effect_at && <> {w.yours}</>}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded border border-slate-300 bg-white p-3">
          <h4 className="mb-2 text-sm font-bold uppercase tracking-wide text-muted">{w.now}</h4>
          <Accounts details={currentFor} level={5} />
        </div>
        <div className="rounded border border-brand-700 bg-white p-3">
          <h4 className="mb-2 text-sm font-bold uppercase tracking-wide text-brand-800">{w.after}</h4>
          <Accounts details={change.after} level={5} />
        </div>
      </div>
      {(mayApprove || mayCancel) && (
        <div className="flex flex-wrap gap-2">
          {mayApprove && (
            <button type="button" className={cx(ui.button, ui.primary)} onClick={() => setAsking('approve')}>
              {w.approve}
            </button>
          )}
          {mayCancel && (
            <button type="button" className={cx(ui.button, 'border border-red-700 bg-white text-red-800 hover:bg-red-50')} onClick={() => setAsking('cancel')}>
              {w.cancel}
            </button>
          )}
        </div>
      )}
      {asking === 'approve' && <ApproveDialog changeId={change.id} onClose={() => setAsking(null)} />}
      {asking === 'cancel' && (
        <ConfirmDialog
          title={w.cancelTitle}
          body={w.cancelBody}
          confirm={w.cancel}
          cancel={w.keep}
          danger
          busy={cancel.isPending}
          busyText={w.cancelling}
          error={cancel.error?.message}
          onCancel={close}
          onConfirm={() =>
            cancel.mutate(change.id, {
              onSuccess: () => {
                toast(w.cancelled);
                close();
              },
            })
          }
        />
      )}
    </section>
  );
}
