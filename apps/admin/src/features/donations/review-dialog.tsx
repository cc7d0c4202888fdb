import { useEffect, useRef, useState, type FormEvent } from 'react';
import { reviewMessages } from '@foundation/contract/donation-review-messages';
import type { DonationDetail } from '@foundation/contract/donation-review';
import { useSession } from '../../lib/use-session';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError } from '../../lib/api';
import { formatMoney } from '@foundation/contract/money';

export type Decision = 'verified' | 'rejected';
export interface ReviewResponse {
  message: string;
  data: DonationDetail;
}

interface Props {
  decision: Decision;
  d: DonationDetail;
  onCancel: () => void;
  onDone: (response: ReviewResponse) => void;
  /** 409: someone else reviewed it first; the page says so and reloads the donation. */
  onConflict: (message: string) => void;
}

const NOTE_MAX = 500;

/** A native modal <dialog>: the browser traps focus, makes the page inert and closes it on Escape. */
export function ReviewDialog({ decision, d, onCancel, onDone, onConflict }: Props) {
  const { request } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLTextAreaElement & HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const verify = decision === 'verified';

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // Verifying moves money, so the safe choice (Cancel) has focus; rejecting starts with the note.
    first.current?.focus();
    return () => el?.close();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    const local = !verify && !note ? reviewMessages.noteRequired : note.length > NOTE_MAX ? reviewMessages.noteTooLong : null;
    setNoteError(local);
    setError(null);
    if (local) return first.current?.focus();
    setBusy(true);
    try {
      onDone(await request<ReviewResponse>(`donations/${d.id}/review`, { body: { status: decision, note } }));
    } catch (e) {
      setBusy(false);
      if (e instanceof NetworkError) return setError(e.message);
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 409) return onConflict(e.message);
      const fieldError = e.fieldErrors.note?.[0];
      if (fieldError) {
        setNoteError(fieldError);
        first.current?.focus();
      } else setError(e.message);
    }
  }

  const title = `${verify ? 'Verify' : 'Reject'} ${formatMoney(d.amount, { currency: d.currency })} from ${d.reference}?`;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="review-title"
      // A request in flight is not abandoned by Escape; once it settles, Escape works again.
      onCancel={(e) => busy && e.preventDefault()}
      // Only a real close counts: StrictMode's rehearsal reopens the dialog before this event arrives.
      onClose={() => !dialog.current?.open && onCancel()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
    >
      <form noValidate onSubmit={submit} className="space-y-4 p-5">
        <h2 id="review-title" className="text-xl font-bold">
          {title}
        </h2>
        {error && <Alert>{error}</Alert>}
        {verify ? (
          <p className="text-sm">Check that the receipt shows this amount before you verify it.</p>
        ) : (
          <div>
            <label htmlFor="review-note" className={ui.label}>
              Reason for rejecting (the donor is told)
            </label>
            <textarea
              ref={first}
              id="review-note"
              name="note"
              rows={4}
              required
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? 'review-note-error' : undefined}
              className={cx(ui.input, 'mt-1')}
            />
            {noteError && (
              <p id="review-note-error" className={ui.fieldError}>
                {noteError}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" ref={verify ? first : undefined} className={cx(ui.button, ui.secondary)} onClick={() => dialog.current?.close()} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={cx(ui.button, verify ? ui.primary : ui.danger)} disabled={busy}>
            {busy ? (verify ? 'Verifying...' : 'Rejecting...') : verify ? 'Verify' : 'Reject'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
