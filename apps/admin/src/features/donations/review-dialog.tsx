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

/** "1,500.50" or "Rs 1500" as a staff member types it: rupees, or null when it is no amount. */
export function readRupees(raw: string): number | null {
  const text = raw.replace(/rs\.?|pkr|,|\s/gi, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : null;
}

function receivedProblem(raw: string, pledged: number): string | null {
  const amount = readRupees(raw);
  if (amount === null) return reviewMessages.receivedRequired;
  if (amount <= 0) return reviewMessages.receivedPositive;
  if (amount > pledged) return reviewMessages.receivedAbovePledged(pledged);
  return null;
}

/** A native modal <dialog>: the browser traps focus, makes the page inert and closes it on Escape. */
export function ReviewDialog({ decision, d, onCancel, onDone, onConflict }: Props) {
  const { request } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLTextAreaElement & HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [receivedError, setReceivedError] = useState<string | null>(null);
  const received = useRef<HTMLInputElement>(null);
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
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const local = !verify && !note ? reviewMessages.noteRequired : note.length > NOTE_MAX ? reviewMessages.noteTooLong : null;
    const amountText = String(form.get('received_amount') ?? '');
    const amountProblem = verify ? receivedProblem(amountText, d.amount) : null;
    setNoteError(local);
    setReceivedError(amountProblem);
    setError(null);
    if (local) return first.current?.focus();
    if (amountProblem) return received.current?.focus();
    const body = verify
      ? { status: decision, note, received_amount: readRupees(amountText)!, transaction_id: String(form.get('transaction_id') ?? '').trim() }
      : { status: decision, note };
    setBusy(true);
    try {
      onDone(await request<ReviewResponse>(`donations/${d.id}/review`, { body }));
    } catch (e) {
      setBusy(false);
      if (e instanceof NetworkError) return setError(e.message);
      if (!(e instanceof ApiError)) throw e;
      if (e.status === 409) return onConflict(e.message);
      const fieldError = e.fieldErrors.note?.[0];
      const amountError = e.fieldErrors.received_amount?.[0];
      if (fieldError) {
        setNoteError(fieldError);
        first.current?.focus();
      } else if (amountError) {
        setReceivedError(amountError);
        received.current?.focus();
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
          <>
            <p className="text-sm">Check that the receipt shows this amount before you verify it.</p>
            <div>
              <label htmlFor="review-received" className={ui.label}>
                Amount received (Rs)
              </label>
              <p id="review-received-hint" className="text-xs text-muted">
                Less than {formatMoney(d.amount, { currency: d.currency })} records a partial payment: the campaign counts what arrived and the donor is told.
              </p>
              <input
                ref={received}
                id="review-received"
                name="received_amount"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={String(d.amount)}
                aria-invalid={receivedError ? true : undefined}
                aria-describedby={receivedError ? 'review-received-hint review-received-error' : 'review-received-hint'}
                className={cx(ui.input, 'mt-1')}
              />
              {receivedError && (
                <p id="review-received-error" className={ui.fieldError}>
                  {receivedError}
                </p>
              )}
            </div>
            <div>
              <label htmlFor="review-transaction" className={ui.label}>
                Transaction id <span className="font-normal text-muted">(optional)</span>
              </label>
              <input id="review-transaction" name="transaction_id" maxLength={100} autoComplete="off" className={cx(ui.input, 'mt-1 font-mono')} />
            </div>
          </>
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
