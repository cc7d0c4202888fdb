import { lazy, Suspense } from 'react';
import { cx } from '../../components';
import { DateInput, LinesInput, LongTextInput, MoneyInput, NumberInput, SelectInput, SwitchInput, TextInput, type FieldProps } from '../fields/basic-fields';
import { MediaInput } from '../fields/media-field';
import { PointInput } from '../fields/point-field';
import { URDU } from '../translations';
import type { Field } from '../types';
import { FieldShell } from './field-shell';
import { useForm } from './form-context';
import { ReadOnlyField } from './read-only-field';

// The editor (ProseMirror) and drag and drop load with the first form that has them, not with the app.
const RichTextInput = lazy(() => import('../fields/rich-text-field').then((m) => ({ default: m.RichTextInput })));
const ChildrenInput = lazy(() => import('../fields/children-field').then((m) => ({ default: m.ChildrenInput })));

const loading = <p className="text-sm text-muted">Loading…</p>;

const modes: Record<Field['kind'], 'label' | 'group' | 'bare'> = {
  text: 'label',
  longText: 'label',
  lines: 'label',
  number: 'label',
  money: 'label',
  date: 'label',
  select: 'label',
  switch: 'bare',
  image: 'group',
  file: 'group',
  richText: 'group',
  children: 'group',
  point: 'group',
  section: 'bare',
};

/** A field of any kind at `path` (dotted for a row's field), wired to the form's values and errors. */
export function FieldView({ field, path }: { field: Field; path: string }) {
  const form = useForm();
  if (field.kind === 'section')
    return (
      <div className="border-t border-slate-300 pt-5 first:border-t-0 first:pt-0 md:col-span-2">
        <h2 className="text-lg font-bold">
          {field.label}
          {field.lang === URDU.code && (
            <>
              {' '}
              <span lang={URDU.code} dir="rtl" className="font-normal">
                {URDU.native}
              </span>
            </>
          )}
        </h2>
        {field.hint && <p className="text-sm text-muted">{field.hint}</p>}
      </div>
    );
  // A personal field the API held back from this role (its record's hidden_fields): said so, never "Not given".
  if (field.readOnly) return <ReadOnlyField field={field} value={form.get(path)} hidden={(form.get('hidden_fields') as string[] | undefined)?.includes(path)} />;
  // A list of lines is refused line by line (`ids.2`): its first such message shows under it.
  const error = form.errors[path] ?? (field.kind === 'lines' ? lineError(form.errors, path) : undefined);
  const props: FieldProps = { field, path, value: form.get(path), error, onChange: (v) => form.set(path, v), busy: form.busy };
  const wide = field.wide ?? ['richText', 'children', 'longText'].includes(field.kind);
  return (
    <FieldShell path={path} label={field.label} hint={field.hint} error={error} required={field.required} mode={modes[field.kind]} className={cx(wide && 'md:col-span-2')}>
      {input(props)}
    </FieldShell>
  );
}

function input(p: FieldProps) {
  const { field } = p;
  switch (field.kind) {
    case 'text':
      return <TextInput {...p} field={field} />;
    case 'longText':
      return <LongTextInput {...p} field={field} />;
    case 'lines':
      return <LinesInput {...p} field={field} />;
    case 'number':
      return <NumberInput {...p} field={field} />;
    case 'money':
      return <MoneyInput {...p} field={field} />;
    case 'date':
      return <DateInput {...p} field={field} />;
    case 'select':
      return <SelectInput {...p} field={field} />;
    case 'switch':
      return <SwitchInput {...p} field={field} />;
    case 'image':
    case 'file':
      return <MediaInput {...p} field={field} />;
    case 'richText':
      return (
        <Suspense fallback={loading}>
          <RichTextInput {...p} field={field} />
        </Suspense>
      );
    case 'children':
      return (
        <Suspense fallback={loading}>
          <ChildrenInput {...p} field={field} />
        </Suspense>
      );
    case 'point':
      return <PointInput {...p} field={field} />;
    case 'section':
      return null;
  }
}

function lineError(errors: Record<string, string>, path: string) {
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key ? `Line ${Number(key.slice(path.length + 1)) + 1}: ${errors[key]}` : undefined;
}
