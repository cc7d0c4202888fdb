import { useId, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cx, ui } from '../../components';
import { hasUrdu } from '../translations';
import { UrduBadge } from '../ui/urdu-badge';
import { useWide } from '../ui/use-media-query';
import type { CollectionResource, Column, Row } from '../types';
import { CellList, cell } from './cell';
import { nextSort, sortOf } from './params';

interface Props {
  resource: CollectionResource;
  rows: Row[];
  caption: string;
  sort: string;
  onSort: (sort: string) => void;
  busy: boolean;
}

/** The column that names a record and links to its form: the first one that is not a picture. */
const primaryOf = (columns: Column[]) => columns.find((c) => c.kind !== 'image') ?? columns[0]!;

/** A table from 640 px up; cards below, so a phone never scrolls sideways. */
export function Results(props: Props) {
  return useWide() ? <Table {...props} /> : <Cards {...props} />;
}

function useOpen(resource: CollectionResource) {
  const { search } = useLocation();
  const to = (row: Row) => `/${resource.path}/${row.id}`;
  // The form's "Back" returns to this page of this search.
  const state = { back: search };
  return { to, state };
}

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink';

function Table({ resource, rows, caption, sort, onSort, busy }: Props) {
  const primary = primaryOf(resource.columns);
  const { to, state } = useOpen(resource);
  const navigate = useNavigate();
  // The whole row opens the form for a mouse; the title's link is the way for a keyboard.
  const rowClick = (row: Row) => (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button, input, select, textarea')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(to(row), { state });
  };
  return (
    <div aria-busy={busy} className="overflow-hidden rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 bg-brand-50">
          <tr>
            {resource.columns.map((c) => (
              <th key={c.name} scope="col" aria-sort={c.sortable ? (sortOf(sort, c.name) ?? 'none') : undefined} className={th}>
                {c.sortable ? (
                  <button type="button" onClick={() => onSort(nextSort(sort, c.name))} className="inline-flex items-center gap-1 uppercase hover:underline">
                    {c.label}
                    <SortMark dir={sortOf(sort, c.name)} />
                  </button>
                ) : c.kind === 'image' ? (
                  <span className="sr-only">{c.label}</span>
                ) : (
                  c.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} onClick={rowClick(row)} className="cursor-pointer hover:bg-brand-50">
              {resource.columns.map((c) =>
                c === primary ? (
                  <th key={c.name} scope="row" className="px-3 py-2 text-left align-middle font-normal">
                    <Link to={to(row)} state={state} className={ui.link}>
                      {cell(c, row) || `#${row.id}`}
                    </Link>
                    {hasUrdu(row, c.name) && <UrduBadge />}
                  </th>
                ) : (
                  <td key={c.name} className="px-3 py-2 align-middle">
                    {cell(c, row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortMark({ dir }: { dir: 'ascending' | 'descending' | undefined }) {
  // aria-sort says it to screen readers; the arrow says it to the eye.
  return (
    <span aria-hidden="true" className={cx('text-[0.7rem]', !dir && 'text-slate-400')}>
      {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : '↕'}
    </span>
  );
}

function Cards({ resource, rows, caption, sort, onSort, busy }: Props) {
  const primary = primaryOf(resource.columns);
  const { to, state } = useOpen(resource);
  const image = resource.columns.find((c) => c.kind === 'image');
  const rest = resource.columns.filter((c) => c !== primary && c !== image);
  return (
    <div className="space-y-3">
      <SortSelect resource={resource} sort={sort} onSort={onSort} />
      <ul aria-label={caption} aria-busy={busy} className="space-y-2">
        {rows.map((row) => (
          <li key={row.id} className="relative flex gap-3 rounded-md border border-slate-300 bg-white p-3 focus-within:ring-2 focus-within:ring-gold-500 hover:bg-brand-50">
            {image && cell(image, row)}
            <div className="min-w-0 grow">
              <p className="font-semibold">
                {/* The link covers the card, so a thumb anywhere on it opens the form. */}
                <Link to={to(row)} state={state} className={cx(ui.link, 'break-words after:absolute after:inset-0')}>
                  {cell(primary, row) || `#${row.id}`}
                </Link>
                {hasUrdu(row, primary.name) && <UrduBadge />}
              </p>
              <CellList columns={rest} row={row} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Cards have no headers to click: sorting is one select. */
function SortSelect({ resource, sort, onSort }: { resource: CollectionResource; sort: string; onSort: (sort: string) => void }) {
  const id = useId();
  const sortable = resource.columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        Sort by
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value)} className={cx(ui.input, 'mt-1')}>
        <option value="">Default order</option>
        {sortable.flatMap((c) => [
          <option key={c.name} value={c.name}>
            {c.label}, ascending
          </option>,
          <option key={`-${c.name}`} value={`-${c.name}`}>
            {c.label}, descending
          </option>,
        ])}
      </select>
    </div>
  );
}
