import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { arrowStep } from '../../lib/locale';

export type TabItem<K extends string = string> = {
  key: K;
  /** The tab's content: text, or text with an icon and a badge. Its text is the panel's name. */
  label: ReactNode;
  /** This tab's panel; leave out when the tabs share one `panel`. */
  panel?: ReactNode;
  /** With `mount="selected"`, keep this panel mounted while hidden (the live audio player keeps playing). */
  keepMounted?: boolean;
};

type Props<K extends string> = {
  /** The tab list's accessible name. */
  label: string;
  items: TabItem<K>[];
  /** Controlled selection; leave out (with an optional `defaultSelected`) to let the tabs keep their own. */
  selected?: K;
  defaultSelected?: K;
  onSelect?: (key: K) => void;
  /**
   * One panel shared by every tab, whose content follows the selection (the donation form under
   * the payment methods): it stays mounted, so what was typed or chosen in it survives a switch.
   */
  panel?: ReactNode;
  /**
   * `all` (default): every panel is in the page, hidden unless selected, so find-in-page and search
   * engines see it all. `selected`: only the selected panel (and any `keepMounted` one) renders.
   */
  mount?: 'all' | 'selected';
  /** A panel is a tab stop of its own unless it starts with something focusable (a form). */
  focusablePanel?: boolean;
  /** Each caller keeps its own look. */
  className?: string;
  listClassName?: string;
  tabClassName?: string | ((selected: boolean) => string);
  panelClassName?: string;
};

const moves: Record<string, (i: number, n: number) => number> = {
  Home: () => 0,
  End: (_, n) => n - 1,
};
/** The arrows follow the reading direction: in Urdu, ArrowLeft is the next tab. */
const moveFor = (key: string) => {
  const step = arrowStep(key);
  return step ? (i: number, n: number) => (i + step + n) % n : moves[key];
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); ArrowLeft/ArrowRight
 * (wrapping), Home and End move to a tab and select it; Tab moves on into the panel.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  defaultSelected,
  onSelect,
  panel,
  mount = 'all',
  focusablePanel = true,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: Props<K>) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [own, setOwn] = useState<K | undefined>(defaultSelected);
  const wanted = selected ?? own;
  const found = items.findIndex((item) => item.key === wanted);
  const current = found === -1 ? 0 : found;

  const select = (index: number) => {
    const key = items[index]!.key;
    if (selected === undefined) setOwn(key);
    onSelect?.(key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const move = moveFor(e.key);
    if (!move || items.length === 0) return;
    e.preventDefault();
    const next = move(current, items.length);
    select(next);
    buttons.current[next]?.focus();
  };
  const shared = panel !== undefined;
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => (shared ? `${base}-panel` : `${base}-panel-${key}`);
  const panelProps = { role: 'tabpanel', tabIndex: focusablePanel ? 0 : undefined, className: panelClassName };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={listClassName}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={i === current}
            aria-controls={panelId(item.key)}
            tabIndex={i === current ? 0 : -1}
            onClick={() => select(i)}
            className={typeof tabClassName === 'function' ? tabClassName(i === current) : tabClassName}
          >
            {item.label}
          </button>
        ))}
      </div>
      {shared ? (
        <div {...panelProps} id={`${base}-panel`} aria-labelledby={items[current] && tabId(items[current].key)}>
          {panel}
        </div>
      ) : (
        items.map((item, i) => (
          <div key={item.key} {...panelProps} id={panelId(item.key)} aria-labelledby={tabId(item.key)} hidden={i !== current}>
            {(mount === 'all' || i === current || item.keepMounted) && item.panel}
          </div>
        ))
      )}
    </div>
  );
}
