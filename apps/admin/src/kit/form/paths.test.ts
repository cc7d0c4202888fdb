import { describe, expect, it } from 'vitest';
import type { Field } from '../types';
import { ROW_KEY, getPath, setPath, toBody, toFormValues } from './paths';

const fields: Field[] = [
  { kind: 'text', name: 'title', label: 'Title' },
  { kind: 'point', name: 'place', label: 'Place', latitude: 'lat', longitude: 'lng' },
  { kind: 'lines', name: 'ids', label: 'Ids' },
  { kind: 'children', name: 'lessons', label: 'Lessons', itemLabel: 'Lesson', newItem: () => ({}), fields: [{ kind: 'text', name: 'title', label: 'Title' }] },
];

describe('form paths', () => {
  it('reads and writes dotted paths without touching the original', () => {
    const v = { lessons: [{ title: 'a' }, { title: 'b' }] };
    const next = setPath(v, 'lessons.1.title', 'c');
    expect(getPath(next, 'lessons.1.title')).toBe('c');
    expect(v.lessons[1]!.title).toBe('b');
    expect(Array.isArray(next.lessons)).toBe(true);
  });

  it('sends the declared fields only: no id or timestamps, rows without their keys but with their ids, blank lines dropped', () => {
    const values = toFormValues(fields, { id: 4, title: 'T', created_at: 'x', lat: 31.5, lessons: [{ id: 9, title: 'One' }], ids: ['a', ' ', 'b '] });
    expect((values.lessons as Record<string, unknown>[])[0]![ROW_KEY]).toMatch(/^row-/);
    expect(toBody(fields, values)).toEqual({ title: 'T', lat: 31.5, lng: null, ids: ['a', 'b'], lessons: [{ id: 9, title: 'One' }] });
  });

  it('leaves a blank optional number or amount out of the body, and sends a required one as it is', () => {
    const numbers: Field[] = [
      { kind: 'money', name: 'offline_amount', label: 'Offline gifts' },
      { kind: 'number', name: 'pages', label: 'Pages' },
      { kind: 'money', name: 'target_amount', label: 'Target', required: true },
    ];
    expect(toBody(numbers, toFormValues(numbers, {}))).toEqual({ target_amount: null });
    expect(toBody(numbers, toFormValues(numbers, { offline_amount: 0, pages: 12, target_amount: 5 }))).toEqual({ offline_amount: 0, pages: 12, target_amount: 5 });
  });
});
