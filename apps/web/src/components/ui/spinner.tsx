import { m } from '../../paraglide/messages.js';

/** A loading indicator with a name for screen readers. */
export function Spinner({ label = m.site_loading() }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
