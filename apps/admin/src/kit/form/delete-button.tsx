import { useState } from 'react';
import { cx, ui } from '../../components';
import { ApiError, NetworkError } from '../../lib/api';
import { kitMessages } from '../messages';
import { ConfirmDialog } from '../ui/dialog';

/** Delete, asked first; the API's refusal (409: what still uses it) is shown in the dialog. */
export function DeleteButton({ name, onDelete, disabled, small }: { name: string; onDelete: () => Promise<void>; disabled?: boolean; small?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch (e) {
      if (!(e instanceof ApiError || e instanceof NetworkError)) throw e;
      setError(e.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {small ? (
        // In a grid of many: a quiet link whose spoken name says which one.
        <button type="button" disabled={disabled} onClick={() => setAsking(true)} className={cx(ui.link, 'text-xs text-red-800')}>
          Delete <span className="sr-only">{name}</span>
        </button>
      ) : (
        <button type="button" disabled={disabled} onClick={() => setAsking(true)} className={cx(ui.button, 'border border-red-700 bg-white text-red-800 hover:bg-red-50')}>
          Delete
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={kitMessages.deleteTitle(name)}
          body={<p>{kitMessages.deleteBody}</p>}
          confirm="Delete"
          cancel={error ? 'Close' : 'Cancel'}
          busyText="Deleting…"
          danger
          busy={busy}
          error={error}
          onCancel={close}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  );
}
