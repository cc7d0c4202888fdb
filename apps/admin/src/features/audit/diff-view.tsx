import { useId, useState } from 'react';
import { cx, ui } from '../../components';
import { formatDateTime } from '../../kit/format';
import { fieldChanges, htmlText, isHtml, pathLabel, type Leaf } from './diff';
import { auditWords as w } from './words';

/**
 * An entry's change, field by field: what it was → what it became. Unchanged fields wait behind
 * "Show all fields"; rich text is shown as its words, never as HTML.
 */
export function DiffView({ before, after, wholeLabel = w.value }: { before: unknown; after: unknown; wholeLabel?: string }) {
  const headingId = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  const fields = fieldChanges(before, after);
  const unchanged = fields.filter((f) => !f.changed).length;
  const shown = all ? fields : fields.filter((f) => f.changed);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {w.changes}
        </h2>
        {unchanged > 0 && (
          <button type="button" aria-expanded={all} aria-controls={listId} onClick={() => setAll((a) => !a)} className={cx(ui.button, ui.secondary)}>
            {all ? w.showChanged : w.showAll(unchanged)}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p id={listId} className="text-muted">
          {w.noChanges}
        </p>
      ) : (
        <ul id={listId} className="space-y-3">
          {shown.map((f) => (
            <li key={f.path} className="rounded-md border border-slate-300 bg-white p-3">
              <h3 className="break-words font-semibold">
                {f.path ? pathLabel(f.path) : wholeLabel}
                {!f.changed && <span className="ml-2 text-sm font-normal text-muted">({w.unchanged})</span>}
              </h3>
              <dl className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-start">
                <div className={cx('min-w-0 rounded px-2 py-1', f.changed && 'bg-red-50')}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{w.before}</dt>
                  <dd className="mt-0.5">
                    <Value value={f.before} />
                  </dd>
                </div>
                <span aria-hidden="true" className="hidden self-center text-lg text-muted sm:block">
                  →
                </span>
                <div className={cx('min-w-0 rounded px-2 py-1', f.changed && 'bg-green-50')}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{w.after}</dt>
                  <dd className="mt-0.5">
                    <Value value={f.after} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as words: empty says so, yes/no for a switch, a time in Karachi, rich text as its text. */
function Value({ value }: { value: Leaf }) {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{w.empty}</span>
      </span>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? w.yes : w.no}</span>;
  if (Array.isArray(value)) return <span className="break-words">{value.map((v) => (v === null ? '—' : String(v))).join(', ')}</span>;
  if (typeof value === 'number') return <span className="tabular-nums">{value}</span>;
  if (TIMESTAMP.test(value)) return <time dateTime={value}>{formatDateTime(value)}</time>;
  if (isHtml(value)) {
    return (
      <>
        <span className="block whitespace-pre-wrap break-words">{htmlText(value)}</span>
        <span className="mt-1 block text-xs text-muted">{w.htmlAsText}</span>
      </>
    );
  }
  return <span className="whitespace-pre-wrap break-words">{value}</span>;
}
