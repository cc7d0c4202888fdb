import { useEffect, useState } from 'react';
import { m } from '../../paraglide/messages.js';

type Outcome = 'idle' | 'copied' | 'failed';

interface Props {
  /** Exactly what lands on the clipboard (a wallet number, an IBAN, a donation reference). */
  value: string;
  /** What is being copied, for a screen reader: "Copy JazzCash number". */
  label: string;
  className?: string;
}

/** How long "Copied" stays before the button reads "Copy" again. */
const FEEDBACK_MS = 2000;

/**
 * Copies one value and says so where a donor is looking and to a screen reader (the live region
 * beside the button), since the clipboard itself gives no sign. A browser that refuses
 * (no permission, plain http) gets told to select the text instead of failing silently.
 */
export function CopyButton({ value, label, className = '' }: Props) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className={`inline-flex shrink-0 items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 print:hidden ${className}`}
      >
        <span aria-hidden="true">{outcome === 'copied' ? m.site_copied() : m.site_copy()}</span>
        <span className="sr-only">{label}</span>
      </button>
      <span aria-live="polite" className={outcome === 'failed' ? 'text-xs text-red-700' : 'sr-only'}>
        {outcome === 'copied' ? m.site_copied() : outcome === 'failed' ? m.site_copy_failed() : ''}
      </span>
    </span>
  );
}
