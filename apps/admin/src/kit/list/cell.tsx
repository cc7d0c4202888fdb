import type { ReactNode } from 'react';
import { formatDay, formatMoney } from '../format';
import { PublishedBadge } from '../ui/published-badge';
import type { Column, Row } from '../types';

/** A list cell by the column's kind; a column's own `render` wins. */
export function cell(column: Column, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = row[column.name];
  switch (column.kind) {
    case 'money':
      return typeof value === 'number' ? <span className="tabular-nums">{formatMoney(value)}</span> : null;
    case 'number':
      return typeof value === 'number' ? <span className="tabular-nums">{value}</span> : null;
    case 'date':
      return typeof value === 'string' ? <time dateTime={value}>{formatDay(value)}</time> : null;
    case 'published':
      return <PublishedBadge published={value === true} />;
    case 'image':
      // Decorative beside the row's title, which names the record.
      return typeof value === 'string' && value ? <img src={value} alt="" loading="lazy" className="h-12 w-16 rounded object-cover" /> : null;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The columns beside a card's title, each as a label and its cell. */
export function CellList({ columns, row }: { columns: Column[]; row: Row }) {
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {columns.map((c) => (
        <div key={c.name} className="contents">
          <dt className="text-muted">{c.label}</dt>
          <dd className="min-w-0 break-words">{cell(c, row)}</dd>
        </div>
      ))}
    </dl>
  );
}
