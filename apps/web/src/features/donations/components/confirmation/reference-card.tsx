import { CopyButton } from '../../../../components/ui/copy-button';
import { m } from '../../../../paraglide/messages.js';

/** The one thing to keep: the reference, large enough to read out, with a way to copy it. */
export function ReferenceCard({ reference }: { reference: string }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-gold-400 bg-white px-5 py-4 text-center">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{m.manual_reference_label()}</p>
      <p className="mt-1 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <span dir="ltr" className="font-mono text-3xl font-bold tracking-wider break-all text-brand-800 sm:text-4xl">
          {reference}
        </span>
        <CopyButton value={reference} label={m.manual_reference_copy()} />
      </p>
      <p className="mt-2 text-sm text-muted">{m.manual_reference_note()}</p>
    </div>
  );
}
