import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

type Props = { names: string[]; active: string | null; onChange: (name: string | null) => void };

/** One button per gallery name, and All; the pressed one is the filter in force. */
export function GalleryFilter({ names, active, onChange }: Props) {
  const options: [string, string | null][] = [[m.media_gallery_all(), null], ...names.map((n): [string, string] => [n, n])];
  return (
    <div role="group" aria-label={m.media_gallery_filter_label()} className="flex flex-wrap justify-center gap-2">
      {options.map(([label, value]) => (
        <button
          key={value ?? '\u0000all'}
          type="button"
          lang={value === null ? undefined : langOfContent(value)}
          aria-pressed={active === value}
          onClick={() => onChange(value)}
          className={`rounded-full px-5 py-2 font-semibold transition-colors ${
            active === value ? 'bg-brand-700 text-white shadow' : 'bg-white text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
