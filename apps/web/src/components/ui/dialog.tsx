import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const FOCUSABLE = `a[href], button:not([disabled]), ${FIELD}, [tabindex]:not([tabindex="-1"])`;

type Props = {
  /** Called for Escape, a backdrop click (if allowed) and a close by the browser itself; the caller unmounts the dialog. */
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** Close on a click on the backdrop (a press and release both on it, so a text selection ending there does not). */
  closeOnBackdrop?: boolean;
  /** The caller's look: size, colours, ::backdrop. */
  className?: string;
  children: ReactNode;
};

/**
 * The one modal on the platform's <dialog>. Mounted means open. showModal() makes the rest of the
 * page inert, Escape closes through onCancel, the page does not scroll underneath, focus starts on
 * the first form field (else the first control) and goes back to whatever opened it.
 * Where showModal() is missing (old browsers, jsdom) it is opened as a plain dialog, with Escape
 * and a Tab loop done by hand so it still behaves as a modal.
 */
export function Dialog({ onClose, labelledBy, describedBy, closeOnBackdrop = false, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const emulated = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect, so focus is placed before the children's own effects (which may move it on).
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    emulated.current = typeof dialog.showModal !== 'function';
    if (emulated.current) dialog.setAttribute('open', '');
    else dialog.showModal();
    (dialog.querySelector<HTMLElement>(FIELD) ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (emulated.current) dialog.removeAttribute('open');
      else if (dialog.open) dialog.close();
      body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  function onKeyDown(e: KeyboardEvent) {
    if (!emulated.current) return; // a real modal does both itself
    if (e.key === 'Escape') {
      e.preventDefault();
      onCloseRef.current();
    } else if (e.key === 'Tab') {
      const items = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) last?.focus();
      else if (!e.shiftKey && document.activeElement === last) first?.focus();
      else return;
      e.preventDefault();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      // Chrome closes a dialog itself on a repeated Escape: keep React's state in step. A close
      // event that arrives once unmounted, or while open again (StrictMode's remount), is stale.
      onClose={() => {
        const dialog = ref.current;
        if (dialog && !dialog.open) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
      onMouseDown={(e) => (pressedOnBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
