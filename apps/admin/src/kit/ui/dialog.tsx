import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx, ui } from '../../components';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape, the close button or a real close of the native dialog. */
  onClose: () => void;
  /** What gets focus on opening; the first button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While busy, Escape does nothing: the answer is on its way. */
  busy?: boolean;
  wide?: boolean;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and closes it on Escape.
 * Portalled to <body>, so a dialog opened from inside a form holds no form within a form.
 */
export function Dialog({ title, children, onClose, initialFocus, busy, wide }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const el = dialog.current;
    opener.current = document.activeElement;
    if (el && !el.open) el.showModal();
    (initialFocus?.current ?? el?.querySelector<HTMLElement>('button, input, select, textarea'))?.focus();
    return () => {
      el?.close();
      // Back where the staff member was, as the dialog pattern asks.
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    // Opened once per mount; the focus target is read on opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) close.current();
      }}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] rounded-lg border border-slate-300 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60',
        wide ? 'w-[min(56rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]',
      )}
    >
      <div className="space-y-4 p-5">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}

interface ConfirmProps {
  title: string;
  body: ReactNode;
  confirm: string;
  cancel?: string;
  danger?: boolean;
  busy?: boolean;
  busyText?: string;
  /** Shown in the dialog, e.g. the API's refusal to delete. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be taken back; the safe answer has focus. */
export function ConfirmDialog({ title, body, confirm, cancel = 'Cancel', danger, busy, busyText, error, onConfirm, onCancel }: ConfirmProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={safe} busy={busy}>
      <div className="text-sm">{body}</div>
      {error && (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
          {error}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button ref={safe} type="button" className={cx(ui.button, ui.secondary)} onClick={onCancel} disabled={busy}>
          {cancel}
        </button>
        {!error && (
          <button type="button" className={cx(ui.button, danger ? ui.danger : ui.primary)} onClick={onConfirm} disabled={busy}>
            {busy ? (busyText ?? confirm) : confirm}
          </button>
        )}
      </div>
    </Dialog>
  );
}
