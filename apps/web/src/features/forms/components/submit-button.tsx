import type { ReactNode } from 'react';

/**
 * The form's one action: disabled with a spinner while the form is being sent. The label stays
 * the same so the button keeps its name; the form itself carries aria-busy.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex items-center justify-center gap-2.5 rounded-full bg-brand-700 px-8 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy && <span data-testid="spinner" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {children}
    </button>
  );
}
