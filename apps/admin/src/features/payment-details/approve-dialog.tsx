import { useId, useState, type FormEvent } from 'react';
import { paymentDetailsMessages } from '@foundation/contract/admin/payment-details-messages';
import { Alert, cx, ui } from '../../components';
import { errorsOf } from '../../kit/data';
import { Dialog } from '../../kit/ui/dialog';
import { useToast } from '../../kit/ui/toast';
import { useChangeDecisions } from './queries';
import { paymentWords as w } from './words';

/** The second administrator's approval: their password or code, asked in the dialog that approves. */
export function ApproveDialog({ changeId, onClose }: { changeId: number; onClose: () => void }) {
  const { approve } = useChangeDecisions();
  const toast = useToast();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [error, setError] = useState<string>();
  const fieldError = error ?? (approve.error ? errorsOf(approve.error).confirmation : undefined);
  const alert = approve.error && !errorsOf(approve.error).confirmation ? approve.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const confirmation = String(new FormData(event.currentTarget).get('confirmation') ?? '');
    setError(confirmation ? undefined : paymentDetailsMessages.confirmationRequired);
    if (!confirmation) return document.getElementById(ids.input)?.focus();
    approve.mutate(
      { id: changeId, confirmation },
      {
        onSuccess: () => {
          toast(w.approved);
          onClose();
        },
        onError: (e) => {
          if (errorsOf(e).confirmation) document.getElementById(ids.input)?.focus();
        },
      },
    );
  };

  return (
    <Dialog title={w.approveTitle} onClose={onClose} busy={approve.isPending}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm">{w.approveBody}</p>
        <div>
          <label htmlFor={ids.input} className={ui.label}>
            {w.confirmation}
          </label>
          <p id={ids.hint} className="text-sm text-muted">
            {w.confirmationHint}
          </p>
          <input
            id={ids.input}
            name="confirmation"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}
            className={cx(ui.input, 'mt-1')}
            onChange={() => {
              setError(undefined);
              if (approve.error) approve.reset();
            }}
          />
          {fieldError && (
            <p id={ids.error} className={ui.fieldError}>
              {fieldError}
            </p>
          )}
        </div>
        {alert && <Alert>{alert}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={cx(ui.button, ui.secondary)} onClick={onClose} disabled={approve.isPending}>
            {w.keep}
          </button>
          <button type="submit" className={cx(ui.button, ui.primary)} disabled={approve.isPending}>
            {approve.isPending ? w.approving : w.approve}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
