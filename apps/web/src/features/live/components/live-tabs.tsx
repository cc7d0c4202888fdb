import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: string; icon: ReactNode; badge?: ReactNode; panel: ReactNode; keepMounted?: boolean };

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. A panel that must keep
 * running while hidden (the audio player) stays mounted; the others render only when shown.
 */
export function LiveTabs<K extends string>({ items, selected, onSelect }: { items: TabItem<K>[]; selected: K; onSelect: (key: K) => void }) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const key = items[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Live stream" className="mb-8 flex gap-1 rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-brand-100 sm:gap-2 sm:rounded-full">
        {items.map((item, i) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
              }}
              type="button"
              role="tab"
              id={`tab-${item.key}`}
              aria-selected={active}
              aria-controls={`panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-2xl px-2 py-2.5 text-sm font-semibold whitespace-nowrap transition sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:py-3 sm:text-base ${active ? 'bg-brand-700 text-white shadow' : 'text-brand-800 hover:bg-brand-50'}`}
            >
              {item.icon}
              {item.label}
              {item.badge}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div key={item.key} role="tabpanel" id={`panel-${item.key}`} aria-labelledby={`tab-${item.key}`} hidden={item.key !== selected} tabIndex={0}>
          {(item.key === selected || item.keepMounted) && item.panel}
        </div>
      ))}
    </div>
  );
}
