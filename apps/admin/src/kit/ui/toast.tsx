import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface Toast {
  id: number;
  text: string;
}

const ToastContext = createContext<(text: string) => void>(() => {});

/** How long a toast stays: long enough to read twice (WCAG 2.2.1 asks for no hurry on reading). */
const SHOW_MS = 6000;

/**
 * Short confirmations ("Changes saved.") in a polite live region that outlives the page that said
 * them: a new record's form replaces the create form, and the toast stays.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((text: string) => {
    const id = next.current++;
    setToasts((all) => [...all.slice(-2), { id, text }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext value={value}>
      {children}
      <section aria-label="Notifications" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDone={dismiss} />
        ))}
      </section>
    </ToastContext>
  );
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDone(toast.id), SHOW_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id, onDone]);
  return (
    <div
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      className="pointer-events-auto flex max-w-md items-center gap-3 rounded-md border border-brand-700 bg-brand-800 px-4 py-3 text-sm font-semibold text-white shadow-lg"
    >
      <span>{toast.text}</span>
      <button type="button" onClick={() => onDone(toast.id)} className="rounded px-1 text-brand-100 hover:text-white" aria-label="Dismiss">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export const useToast = () => use(ToastContext);
