import { cx, ui } from '../../components';
import { useOptions } from '../data';
import { formatDateTime, formatMoney } from '../format';
import { kitMessages } from '../messages';
import type { Field } from '../types';

type Shown = Exclude<Field, { kind: 'section' }>;

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A field staff read but do not edit (what a visitor wrote): its label and value as text, with an
 * e-mail or a phone number as a link that starts a reply. Never part of the body the form sends.
 */
export function ReadOnlyField({ field, value, hidden = false }: { field: Shown; value: unknown; hidden?: boolean }) {
  const wide = field.wide ?? field.kind === 'longText';
  return (
    <dl className={cx('min-w-0', wide && 'md:col-span-2')}>
      <dt className={ui.label}>{field.label}</dt>
      <dd className="mt-1 whitespace-pre-wrap break-words">
        {hidden ? <span className="text-muted italic">{kitMessages.hiddenForRole}</span> : blank(value) ? <span className="text-muted">Not given</span> : <Value field={field} value={value} />}
      </dd>
    </dl>
  );
}

function Value({ field, value }: { field: Shown; value: unknown }) {
  switch (field.kind) {
    case 'money':
      return <>{formatMoney(Number(value))}</>;
    case 'date':
      return <>{formatDateTime(value)}</>;
    case 'switch':
      return <>{value === true ? (field.onText ?? 'Yes') : (field.offText ?? 'No')}</>;
    case 'select':
      return <SelectValue field={field} value={value} />;
    case 'lines':
      return <>{(value as unknown[]).join('\n')}</>;
    case 'text':
      if (field.type === 'email') return <a href={`mailto:${String(value)}`} className={ui.link}>{String(value)}</a>;
      if (field.type === 'tel') return <a href={`tel:${String(value).replace(/[^\d+]/g, '')}`} className={ui.link}>{String(value)}</a>;
      return <>{String(value)}</>;
    default:
      return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
  }
}

function SelectValue({ field, value }: { field: Extract<Field, { kind: 'select' }>; value: unknown }) {
  const options = useOptions(field.source, field.optionLabel, field.options);
  return <>{options.data?.find((o) => String(o.value) === String(value))?.label ?? String(value)}</>;
}
