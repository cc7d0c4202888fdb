import { Localized } from './localized';

/** The spec's empty-state texts, shown as written (in Urdu on an Urdu page: the contract's are translated). */
export function EmptyState({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-brand-200 bg-white/60 px-6 py-12 text-center font-semibold text-muted"><Localized text={text} /></p>;
}
