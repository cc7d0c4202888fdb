import { describe, expect, it } from 'vitest';
import { checkFields } from './form/validate';
import { ROW_KEY, toBody, toFormValues } from './form/paths';
import { translatableOf, withUrdu } from './translations';
import type { Field } from './types';

const fields: Field[] = [
  { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
  { kind: 'text', name: 'author_name', label: 'Author', required: true },
  { kind: 'longText', name: 'eligibility', label: 'Eligibility', rows: 3, hint: 'Leave blank when anyone may join.' },
  { kind: 'richText', name: 'description', label: 'Text', required: true },
  { kind: 'image', name: 'image', label: 'Image' },
  {
    kind: 'children',
    name: 'lessons',
    label: 'Lessons',
    itemLabel: 'Lesson',
    newItem: () => ({ title: '' }),
    fields: [
      { kind: 'text', name: 'title', label: 'Lesson', required: true },
      { kind: 'text', name: 'video_url', label: 'Video', type: 'url', required: true },
    ],
  },
];

describe('Urdu fields', () => {
  it('adds, after the English fields, a section and an input of the same kind for each translatable field, never required', () => {
    const all = withUrdu(fields, { fields: ['title', 'eligibility', 'description', 'image', 'missing'], children: { lessons: ['title'] } });
    const added = all.slice(fields.length);
    expect(added.map((f) => [f.kind, f.name, f.label, f.required, f.lang])).toEqual([
      ['section', 'translations', 'Urdu', undefined, 'ur'],
      ['text', 'translations.ur.title', 'Title in Urdu', undefined, 'ur'],
      ['longText', 'translations.ur.eligibility', 'Eligibility in Urdu', undefined, 'ur'],
      ['richText', 'translations.ur.description', 'Text in Urdu', undefined, 'ur'],
    ]);
    expect(added[1]).toMatchObject({ maxLength: 200, wide: true });
    expect(added[2]).toMatchObject({ rows: 3 });
    // A row's Urdu goes in the row, after its English.
    const lessons = all.find((f) => f.name === 'lessons') as Extract<Field, { kind: 'children' }>;
    expect(lessons.fields.map((f) => f.name)).toEqual(['title', 'video_url', 'translations.ur.title']);
  });

  it('reads the contract’s lists by resource path; a resource with none gets its fields unchanged', () => {
    expect(translatableOf('blogs').fields).toEqual(['title', 'description']);
    expect(translatableOf('blogs')).toBe(translatableOf('blogs'));
    const playlist: Field[] = [{ kind: 'text', name: 'playlist_title', label: 'Title' }];
    expect(withUrdu(playlist, translatableOf('playlists'))).toBe(playlist);
    expect(withUrdu(fields, { fields: ['image'], children: {} })).toEqual(fields);
  });

  it('edits and sends the Urdu as translations.ur, a row’s in the row; a new row’s blank', () => {
    const all = withUrdu(fields, { fields: ['title', 'description'], children: { lessons: ['title'] } });
    const record = { id: 4, title: 'T', author_name: 'A', eligibility: '', description: '<p>x</p>', image: '', translations: { ur: { title: 'عنوان' } }, lessons: [{ id: 9, title: 'One', video_url: 'u', translations: {} }] };
    const values = toFormValues(all, record);
    expect(values.translations).toEqual({ ur: { title: 'عنوان', description: '' } });
    const rows = values.lessons as Record<string, unknown>[];
    rows.push({ title: 'Two', video_url: 'v', [ROW_KEY]: 'row-new' });
    expect(toBody(all, values)).toMatchObject({
      translations: { ur: { title: 'عنوان', description: '' } },
      lessons: [
        { id: 9, title: 'One', video_url: 'u', translations: { ur: { title: '' } } },
        { title: 'Two', video_url: 'v', translations: { ur: { title: '' } } },
      ],
    });
    // Optional: blank Urdu is no error, where the English is required.
    expect(Object.keys(checkFields(all, toFormValues(all, {})))).toEqual(['title', 'author_name', 'description']);
  });
});
