import { translatableChildFields, translatableFields } from '@foundation/contract/admin/translations';
import { kitMessages } from './messages';
import type { Field, Row } from './types';

/**
 * Urdu beside English (decision 24). A translatable record carries
 * `translations: {ur: {<field>: string}}` ("" or absent: no Urdu, the site shows the English);
 * which fields have an Urdu version is the contract's `translatableFields` (and
 * `translatableChildFields` for ordered rows), by resource path. The kit adds, after a form's
 * English fields, a section with an Urdu input for each of them, and to each row its rows' own.
 */
export const URDU = { code: 'ur', name: 'Urdu', native: 'اردو' } as const;

/** Where a field's Urdu lives in the record, the body and the API's 422 `errors`. */
export const urduPath = (name: string) => `translations.${URDU.code}.${name}`;

/** Which fields of a resource, and of its rows, have an Urdu version. */
export interface Translatable {
  fields: readonly string[];
  /** By the children field's name: its rows' fields. */
  children: Readonly<Partial<Record<string, readonly string[]>>>;
}

const none: Translatable = { fields: [], children: {} };
const byPath = new Map<string, Translatable>();

/** The contract's lists for the resource at `path` (one object a path, so a form can memo on it). */
export function translatableOf(path: string): Translatable {
  let found = byPath.get(path);
  if (!found) {
    const fields = (translatableFields as Partial<Record<string, readonly string[]>>)[path];
    const children = (translatableChildFields as Partial<Record<string, Partial<Record<string, readonly string[]>>>>)[path];
    found = fields || children ? { fields: fields ?? [], children: children ?? {} } : none;
    byPath.set(path, found);
  }
  return found;
}

/**
 * A form's fields with their Urdu: the form gets an Urdu section after its English fields, and
 * each row of a translatable children field (a course's lessons) its Urdu inputs after its English ones.
 */
export function withUrdu(fields: Field[], translatable: Translatable = none): Field[] {
  if (translatable === none) return fields;
  const rows = fields.map((f): Field => {
    const names = f.kind === 'children' ? translatable.children[f.name] : undefined;
    if (f.kind !== 'children' || !names) return f;
    return { ...f, fields: [...f.fields, ...urduInputs(f.fields, names)] };
  });
  const inputs = urduInputs(fields, translatable.fields);
  if (inputs.length === 0) return rows;
  return [...rows, { kind: 'section', name: 'translations', label: URDU.name, lang: URDU.code, hint: kitMessages.urduHint }, ...inputs];
}

/**
 * For each translatable field the same kind of input as its English one (text, long text, rich
 * text), labelled "<English label> in Urdu", never required, typed right to left. A name the
 * form has no such input for gets none.
 */
function urduInputs(fields: Field[], names: readonly string[]): Field[] {
  return names.flatMap((name): Field[] => {
    const english = fields.find((f) => f.name === name);
    if (!english || english.readOnly) return [];
    const common = { name: urduPath(name), label: kitMessages.inUrdu(english.label), lang: URDU.code, wide: english.wide };
    switch (english.kind) {
      case 'text':
        return [{ ...common, kind: 'text', maxLength: english.maxLength }];
      case 'longText':
        return [{ ...common, kind: 'longText', rows: english.rows, maxLength: english.maxLength }];
      case 'richText':
        return [{ ...common, kind: 'richText' }];
      default:
        return [];
    }
  });
}

/** Whether a list row has Urdu for `field` (its title): the list marks it. */
export function hasUrdu(row: Row, field: string): boolean {
  const urdu = (row.translations as { ur?: Record<string, unknown> } | undefined)?.ur?.[field];
  return typeof urdu === 'string' && urdu.trim() !== '';
}
