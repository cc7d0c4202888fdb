import { kitMessages } from '../messages';
import type { Checker, Field, Values } from '../types';
import { getPath } from './paths';

export type Errors = Record<string, string>;

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** What the kit knows from the declaration itself: required, number ranges, rupees, coordinates. */
export function checkFields(fields: Field[], values: Values, prefix = ''): Errors {
  const errors: Errors = {};
  for (const f of fields) {
    const path = `${prefix}${f.name}`;
    const value = f.name.includes('.') ? getPath(values, f.name) : values[f.name];
    if (f.kind === 'point') {
      const range = (name: string, limit: number, message: string) => {
        const v = values[name];
        if (isBlank(v)) {
          if (f.required) errors[`${prefix}${name}`] = kitMessages.required;
        } else if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > limit) errors[`${prefix}${name}`] = message;
      };
      range(f.latitude, 90, kitMessages.latitude);
      range(f.longitude, 180, kitMessages.longitude);
      continue;
    }
    if (f.kind === 'children') {
      const rows = Array.isArray(value) ? (value as Values[]) : [];
      if (f.required && rows.length === 0) errors[path] = kitMessages.required;
      rows.forEach((row, i) => Object.assign(errors, checkFields(f.fields, row, `${path}.${i}.`)));
      continue;
    }
    // A read-only field is shown, not sent: nothing of it to check.
    if (f.kind === 'switch' || f.kind === 'section' || f.readOnly) continue;
    if (isBlank(value) || (f.kind === 'richText' && isBlankHtml(value))) {
      if (f.required) errors[path] = kitMessages.required;
      continue;
    }
    if (f.kind === 'number' || f.kind === 'money') {
      if (typeof value !== 'number' || !Number.isFinite(value)) errors[path] = kitMessages.notANumber;
      else if (f.kind === 'money' && (value < 0 || Math.round(value * 100) !== value * 100)) errors[path] = kitMessages.money;
      else if (f.kind === 'number' && f.min !== undefined && value < f.min) errors[path] = kitMessages.atLeast(f.min);
      else if (f.kind === 'number' && f.max !== undefined && value > f.max) errors[path] = kitMessages.atMost(f.max);
    }
  }
  return errors;
}

const isBlankHtml = (v: unknown) => typeof v === 'string' && v.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(v);

/** The contract schema's messages, one a field (the first), by dotted path. */
export function checkSchema(schema: Checker | undefined, body: Values): Errors {
  if (!schema) return {};
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
