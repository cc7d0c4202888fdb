import { useRef, useState } from 'react';
import { cx, ui } from '../../components';
import { FieldView } from '../form/field-view';
import { useForm } from '../form/form-context';
import { ROW_KEY, fieldId, newRowKey } from '../form/paths';
import type { Field, Values } from '../types';
import type { FieldProps } from './basic-fields';
import { SortableList, arrayMove, moveAnnouncements, refocusMoveButton, smallButton, useSortableRow, type DragEndEvent, type UniqueIdentifier } from '../ui/sortable';

type ChildrenField = Extract<Field, { kind: 'children' }>;

/**
 * An ordered list of rows edited with their parent. Drag a row by its handle (pointer, or the
 * keyboard: Space to lift, arrows to move, Space to drop), or use Move up / Move down, which need
 * no dragging at all (WCAG 2.5.7).
 */
export function ChildrenInput({ field, path, value, onChange, busy }: FieldProps<ChildrenField>) {
  const rows = Array.isArray(value) ? (value as Values[]) : [];
  const keys = rows.map((r) => String(r[ROW_KEY]));
  const [said, setSaid] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const nameOf = (key: UniqueIdentifier | undefined) => {
    const i = keys.indexOf(String(key));
    return i < 0 ? field.itemLabel : rowName(field, rows[i]!, i);
  };
  const where = (key: UniqueIdentifier | undefined) => `position ${keys.indexOf(String(key)) + 1} of ${rows.length}`;
  const announcements = moveAnnouncements(nameOf, where);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    onChange(arrayMove(rows, from, to));
    return rows[from]!;
  };
  const moveBy = (i: number, by: -1 | 1) => {
    const row = move(i, i + by);
    if (!row) return;
    const to = i + by;
    setSaid(`${rowName(field, row, to)} moved to position ${to + 1} of ${rows.length}.`);
    refocusMoveButton(String(row[ROW_KEY]), by < 0);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const add = () => {
    const row = { ...field.newItem(), [ROW_KEY]: newRowKey() };
    onChange([...rows, row]);
    // Straight to the new row's first input, ready to type.
    setTimeout(() => document.getElementById(fieldId(`${path}.${rows.length}.${field.fields[0]?.name}`))?.focus());
  };
  const remove = (i: number) => {
    const row = rows[i]!;
    onChange(rows.filter((_, j) => j !== i));
    setSaid(`${rowName(field, row, i)} removed.`);
    setTimeout(() => {
      const next = rows[i + 1] ?? rows[i - 1];
      (next ? document.getElementById(`${String(next[ROW_KEY])}-handle`) : addButton.current)?.focus();
    });
  };

  return (
    <div className="space-y-3">
      {rows.length === 0 && <p className="text-sm text-muted">None yet.</p>}
      <SortableList keys={keys} announcements={announcements} onDragEnd={onDragEnd}>
        <ol className="space-y-3">
          {rows.map((row, i) => (
            <Row key={keys[i]} id={keys[i]!} field={field} path={`${path}.${i}`} row={row} index={i} count={rows.length} busy={busy} onMove={moveBy} onRemove={remove} />
          ))}
        </ol>
      </SortableList>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <button ref={addButton} type="button" disabled={busy} onClick={add} className={cx(ui.button, ui.secondary)}>
        Add {field.itemLabel.toLowerCase()}
      </button>
    </div>
  );
}

const rowName = (field: ChildrenField, row: Values, i: number) => {
  const summary = field.summary?.(row)?.trim();
  return `${field.itemLabel} ${i + 1}${summary ? `: ${summary}` : ''}`;
};

interface RowProps {
  id: string;
  field: ChildrenField;
  path: string;
  row: Values;
  index: number;
  count: number;
  busy: boolean;
  onMove: (i: number, by: -1 | 1) => void;
  onRemove: (i: number) => void;
}

function Row({ id, field, path, row, index, count, busy, onMove, onRemove }: RowProps) {
  const { rowProps, draggingClass, handle } = useSortableRow(id, busy);
  const name = rowName(field, row, index);
  const Heading = useForm().rowHeading;
  const small = smallButton;
  return (
    <li {...rowProps} className={cx('rounded-md border border-slate-300 bg-slate-50 p-3', draggingClass)}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <div className="flex min-w-0 grow basis-56 items-center gap-2">
          {handle(name, `${id}-handle`)}
          <Heading className="min-w-0 truncate font-sans text-sm font-semibold">{name}</Heading>
        </div>
        <div className="ms-auto flex gap-2">
          <button id={`${id}-up`} type="button" className={small} disabled={busy || index === 0} onClick={() => onMove(index, -1)} aria-label={`Move ${name} up`}>
            Up
          </button>
          <button id={`${id}-down`} type="button" className={small} disabled={busy || index === count - 1} onClick={() => onMove(index, 1)} aria-label={`Move ${name} down`}>
            Down
          </button>
          <button type="button" className={cx(small, 'text-red-800')} disabled={busy} onClick={() => onRemove(index)} aria-label={`Remove ${name}`}>
            Remove
          </button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {field.fields.map((f) => (
          <FieldView key={f.name} field={f} path={`${path}.${f.name}`} />
        ))}
      </div>
    </li>
  );
}
