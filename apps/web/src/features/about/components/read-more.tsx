import { useEffect, useId, useRef, useState } from 'react';
import { passages } from '../data/passages';
import { m } from '../../../paraglide/messages.js';

/**
 * Progressive reading (spec point 4): one passage at first, one more per "Read more". Focus moves
 * to each newly revealed passage so a screen reader reads it; after the last the button goes.
 */
export function ReadMore() {
  const [shown, setShown] = useState(1);
  const items = useRef<(HTMLElement | null)[]>([]);
  const listId = useId();

  useEffect(() => {
    if (shown > 1) items.current[shown - 1]?.focus();
  }, [shown]);

  return (
    <div>
      <ol id={listId} className="space-y-8">
        {passages.slice(0, shown).map((p, i) => (
          <li key={p.title}>
            <article
              ref={(el) => {
                items.current[i] = el;
              }}
              tabIndex={-1}
              aria-labelledby={`${listId}-${i}`}
              className="scroll-mt-32 rounded-2xl outline-offset-8 motion-safe:transition motion-safe:duration-700 motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0"
            >
              <h3 id={`${listId}-${i}`} className="flex items-baseline gap-3 text-2xl text-brand-800">
                <span className="font-sans text-sm font-bold text-gold-700" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {p.title}
              </h3>
              <p className="mt-3 text-lg leading-relaxed text-ink/90">{p.text}</p>
            </article>
          </li>
        ))}
      </ol>
      {shown < passages.length && (
        <div className="mt-10 flex items-center gap-4">
          <button
            type="button"
            aria-controls={listId}
            onClick={() => setShown((n) => Math.min(passages.length, n + 1))}
            className="rounded-full border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-700 hover:text-white"
          >
            {m.about_read_more()}
          </button>
          <span className="text-sm text-muted">
            {m.about_read_more_count({ shown, total: passages.length })}
          </span>
        </div>
      )}
    </div>
  );
}
