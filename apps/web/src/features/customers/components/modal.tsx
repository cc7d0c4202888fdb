import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';

type Props = { title: string; onClose: () => void; children: ReactNode; description?: string };

/**
 * A modal on the platform's <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to what opened it. Mounted means open.
 */
export function Modal({ title, onClose, children, description }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Start in the first field rather than on the close button: the dialog is there to be filled in.
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/70 backdrop:backdrop-blur-sm"
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      // Chrome may close a dialog itself on a repeated Escape; keep React's state in step.
      onClose={() => onCloseRef.current()}
      // A click on the backdrop closes; a text selection that ends there does not.
      onMouseDown={(e) => (pressedOnBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => pressedOnBackdrop.current && e.target === e.currentTarget && onCloseRef.current()}
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-8">
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          className="absolute top-3 right-3 rounded-full p-2 text-xl text-muted hover:bg-brand-50 hover:text-brand-800"
          aria-label="Close"
        >
          <CloseIcon />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl text-brand-800">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-muted">
            {description}
          </p>
        )}
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
