import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, cx, ui } from '../../components';
import { useSession } from '../../lib/use-session';
import { resourceKey } from '../data';
import { kitMessages } from '../messages';
import { SortableList, arrayMove, moveAnnouncements, refocusMoveButton, smallButton, useSortableRow, type DragEndEvent, type UniqueIdentifier } from '../ui/sortable';
import { useToast } from '../ui/toast';
import type { CollectionResource, Column, Row } from '../types';
import { CellList, cell } from './cell';

interface Props {
  resource: CollectionResource;
  /** Every record of the resource, in its saved order. */
  rows: Row[];
  caption: string;
}

const primaryOf = (columns: Column[]) => columns.find((c) => c.kind !== 'image') ?? columns[0]!;

/**
 * The whole list of an ordered resource, moved row by row: drag by the handle (pointer, or the
 * keyboard: Space lifts, arrows move, Space drops), or Up / Down, which need no dragging (WCAG
 * 2.5.7). Each move sends every id in the new order (`POST /<path>/order`), then the list is fetched again.
 */
export function OrderedList({ resource: r, rows, caption }: Props) {
  const { request } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { search } = useLocation();
  const [order, setOrder] = useState(rows);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  // The server's order wins whenever a fresh list arrives.
  useEffect(() => setOrder(rows), [rows]);

  const primary = primaryOf(r.columns);
  const image = r.columns.find((c) => c.kind === 'image');
  const rest = r.columns.filter((c) => c !== primary && c !== image);
  const nameOf = (row: Row) => String(row[primary.name] ?? '') || `#${row.id}`;
  const keys = order.map((row) => row.id);

  const byKey = (key: UniqueIdentifier | undefined) => order.find((row) => row.id === Number(key));
  const where = (key: UniqueIdentifier | undefined) => `position ${keys.indexOf(Number(key)) + 1} of ${order.length}`;
  const label = (key: UniqueIdentifier | undefined) => {
    const row = byKey(key);
    return row ? nameOf(row) : r.one;
  };
  const announcements = moveAnnouncements(label, where);

  const move = async (from: number, to: number, focus?: 'up' | 'down') => {
    if (busy || to < 0 || to >= order.length || from === to) return;
    const before = order;
    const next = arrayMove(order, from, to);
    const row = order[from]!;
    setOrder(next);
    setError(null);
    setBusy(true);
    try {
      await request(`${r.path}/order`, { method: 'POST', body: { ids: next.map((x) => x.id) } });
      setSaid(`${nameOf(row)} moved to position ${to + 1} of ${next.length}.`);
      toast(kitMessages.reordered);
    } catch (e) {
      setOrder(before);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: resourceKey(r.path), predicate: (q) => q.queryKey[2] !== 'record' });
    }
    if (focus) refocusMoveButton(`order-${row.id}`, focus === 'up');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void move(keys.indexOf(Number(active.id)), keys.indexOf(Number(over.id)));
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{kitMessages.orderHint}</p>
      {error && (
        <Alert>
          <p>{error}</p>
        </Alert>
      )}
      <SortableList keys={keys} announcements={announcements} onDragEnd={onDragEnd}>
        <ol aria-label={caption} aria-busy={busy} className="space-y-2">
          {order.map((row, i) => (
            <Item key={row.id} row={row} index={i} count={order.length} name={nameOf(row)} busy={busy} onMove={(by) => void move(i, i + by, by < 0 ? 'up' : 'down')}>
              {image && cell(image, row)}
              <div className="min-w-0 grow">
                <p className="font-semibold">
                  <Link to={`/${r.path}/${row.id}`} state={{ back: search }} className={cx(ui.link, 'break-words')}>
                    {nameOf(row)}
                  </Link>
                </p>
                <CellList columns={rest} row={row} />
              </div>
            </Item>
          ))}
        </ol>
      </SortableList>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}

interface ItemProps {
  row: Row;
  index: number;
  count: number;
  name: string;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  children: ReactNode;
}

function Item({ row, index, count, name, busy, onMove, children }: ItemProps) {
  const { rowProps, draggingClass, handle } = useSortableRow(row.id, busy);
  const small = smallButton;
  return (
    <li {...rowProps} className={cx('flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-white p-3', draggingClass)}>
      {handle(name)}
      {children}
      <div className="ms-auto flex gap-2">
        <button id={`order-${row.id}-up`} type="button" className={small} disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
          Up
        </button>
        <button id={`order-${row.id}-down`} type="button" className={small} disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${name} down`}>
          Down
        </button>
      </div>
    </li>
  );
}
