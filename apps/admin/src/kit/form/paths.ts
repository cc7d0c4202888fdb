import type { Field, Values } from '../types';

/** Dotted paths into a form's values, as the API names nested errors: `lessons.1.title`. */
export function getPath(values: unknown, path: string): unknown {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export function setPath<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const current = (values ?? {}) as Record<string, unknown>;
  const next = rest.length ? setPath(current[head], rest.join('.'), value) : value;
  if (Array.isArray(current)) {
    const copy = [...current];
    copy[Number(head)] = next;
    return copy as T;
  }
  return { ...current, [head]: next } as T;
}

/** The element id of a field's input, from its path; its error and hint ids add a suffix. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;

/** Rows of an ordered list carry a key of their own so React and dnd-kit follow them when moved. */
export const ROW_KEY = '_key';
let nextKey = 1;
export const newRowKey = () => `row-${nextKey++}`;

/** What a field is when the record has nothing for it yet. */
function empty(field: Field): unknown {
  switch (field.kind) {
    case 'switch':
      return false;
    case 'number':
    case 'money':
    case 'select':
      return null;
    case 'children':
    case 'lines':
      return [];
    default:
      return '';
  }
}

/**
 * A record as the form edits it: every declared field present, ordered rows keyed. A dotted name
 * (`translations.ur.title`, the kit's Urdu inputs) is a value inside an object of the record.
 */
export function toFormValues(fields: Field[], record: Values): Values {
  let out: Values = { ...record };
  for (const f of fields) {
    if (f.kind === 'section') continue;
    if (f.kind === 'point') {
      out[f.latitude] = record[f.latitude] ?? null;
      out[f.longitude] = record[f.longitude] ?? null;
    } else if (f.kind === 'children') {
      const rows = Array.isArray(record[f.name]) ? (record[f.name] as Values[]) : [];
      out[f.name] = rows.map((row) => ({ ...toFormValues(f.fields, row), [ROW_KEY]: newRowKey() }));
    } else if (f.name.includes('.')) {
      out = setPath(out, f.name, getPath(record, f.name) ?? empty(f));
    } else {
      out[f.name] = record[f.name] ?? empty(f);
    }
  }
  return out;
}

/** The body sent to the API: the declared fields only (never id, timestamps or read-only ones), rows without keys. */
export function toBody(fields: Field[], values: Values): Values {
  let out: Values = {};
  for (const f of fields) {
    if (f.kind === 'section' || f.readOnly) continue;
    if (f.kind === 'point') {
      out[f.latitude] = values[f.latitude] ?? null;
      out[f.longitude] = values[f.longitude] ?? null;
    } else if (f.kind === 'children') {
      const rows = Array.isArray(values[f.name]) ? (values[f.name] as Values[]) : [];
      out[f.name] = rows.map((row) => ({ ...(row.id !== undefined ? { id: row.id } : {}), ...toBody(f.fields, row) }));
    } else if (f.kind === 'lines') {
      const lines = Array.isArray(values[f.name]) ? (values[f.name] as unknown[]) : [];
      out[f.name] = lines.map((l) => String(l ?? '').trim()).filter(Boolean);
    } else if ((f.kind === 'number' || f.kind === 'money') && !f.required && (values[f.name] === null || values[f.name] === undefined)) {
      // A blank optional number is left out: the API keeps what it has, or starts from its default
      // (the contracts take such a field as optional, never null: "Offline gifts", "Pages").
      continue;
    } else if (f.name.includes('.')) {
      // Only the declared keys of the object: `translations: {ur: {title, description}}`.
      out = setPath(out, f.name, getPath(values, f.name) ?? empty(f));
    } else {
      out[f.name] = values[f.name];
    }
  }
  return out;
}
