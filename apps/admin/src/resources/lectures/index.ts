import { publishedColumn, publishedField, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';
import { today } from '../../kit/format';

/** Lectures of the media page (/video&lecture) with their recordings, played in this order on /videoDetail. */
export const lectures: CollectionResource = {
  kind: 'collection',
  path: 'lectures',
  label: 'Lectures',
  one: 'lecture',
  searchHint: 'Title',
  defaultSort: '-release_date',
  columns: [
    { name: 'thumbnail', label: 'Thumbnail', kind: 'image' },
    titleColumn,
    { name: 'category_title', label: 'Category' },
    { name: 'release_date', label: 'Released', kind: 'date', sortable: true },
    { name: 'attachments', label: 'Recordings', kind: 'number' },
    publishedColumn,
  ],
  filters: [{ kind: 'select', name: 'category_id', label: 'Category', source: 'lecture-categories', optionLabel: 'title' }, publishedFilter],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
    { kind: 'select', name: 'category_id', label: 'Category', required: true, source: 'lecture-categories', optionLabel: 'title' },
    { kind: 'date', name: 'release_date', label: 'Release date', required: true },
    { kind: 'image', name: 'thumbnail', label: 'Thumbnail', required: true, hint: 'Shown on the lecture card and behind the title of its page.' },
    publishedField,
    { kind: 'richText', name: 'description', label: 'Description' },
    {
      kind: 'children',
      name: 'attachments',
      label: 'Recordings',
      itemLabel: 'Recording',
      hint: 'Each gets its own player on the lecture page, in this order.',
      wide: true,
      summary: (a) => (typeof a.title === 'string' ? a.title : undefined),
      newItem: () => ({ title: '', audio_url: '' }),
      fields: [
        { kind: 'text', name: 'title', label: 'Recording title', required: true, maxLength: 200 },
        { kind: 'file', accept: 'audio', name: 'audio_url', label: 'Audio', required: true },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/lectures').then((m) => m.AdminLectureCreateSchema),
  defaults: () => ({ published: false, release_date: today(), description: '', attachments: [] }),
  title: (r) => String(r.title ?? ''),
  preview: (r) => (r.published === true ? `/videoDetail?id=${String(r.id)}` : null),
};
