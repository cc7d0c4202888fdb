import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { key: string; label: string; panel: ReactNode };

const step: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The ARIA tabs pattern with automatic activation: arrow keys, Home and End move between tabs
 * and show their panel; Tab moves on into the panel. Every panel stays in the page (hidden), so
 * the whole catalogue is there for search engines and find-in-page.
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, tabs.length);
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2 border-b border-brand-100 pb-4">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className="rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold sm:px-5 sm:py-2.5 sm:text-base text-brand-800 transition hover:border-brand-600 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.key} role="tabpanel" id={`${id}-panel-${tab.key}`} aria-labelledby={`${id}-tab-${tab.key}`} tabIndex={0} hidden={i !== selected} className="pt-8 focus-visible:rounded-xl">
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
