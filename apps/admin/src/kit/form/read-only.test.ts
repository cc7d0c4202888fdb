import { describe, expect, it } from 'vitest';
import type { Field } from '../types';
import { toBody, toFormValues } from './paths';
import { checkFields } from './validate';

const fields: Field[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true, readOnly: true },
  { kind: 'longText', name: 'message', label: 'Message', readOnly: true },
  { kind: 'select', name: 'status', label: 'Status', required: true, options: [{ value: 'done', label: 'Done' }] },
  { kind: 'longText', name: 'note', label: 'Internal note' },
];

describe('read-only fields', () => {
  it('are shown from the record but never sent', () => {
    const values = toFormValues(fields, { id: 5, name: 'Sara', message: 'Hello', status: 'done', note: '' });
    expect(values).toMatchObject({ name: 'Sara', message: 'Hello' });
    expect(toBody(fields, values)).toEqual({ status: 'done', note: '' });
  });

  it('are never checked: a blank one the visitor left is no error of the staff member', () => {
    expect(checkFields(fields, { name: '', message: null, status: 'done', note: '' })).toEqual({});
    expect(checkFields(fields, { name: '', status: null })).toEqual({ status: 'This field is required.' });
  });
});
