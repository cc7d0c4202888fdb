import { imageColumn, publishedColumn, publishedField, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/**
 * News and events (the home carousel and /SingleNewsEventPage/{id}/{date}). Each attachment is a
 * photo or a PDF: the page shows the photos as a gallery and the PDFs as links, each in the order
 * set here, so a row offers both pickers and the contract asks for exactly one.
 */
export const newsEvents: CollectionResource = {
  kind: 'collection',
  path: 'news-events',
  label: 'News and events',
  one: 'news item',
  searchHint: 'Title',
  defaultSort: '-event_date',
  columns: [
    imageColumn,
    titleColumn,
    { name: 'event_date', label: 'Date', kind: 'date', sortable: true },
    { name: 'attachments', label: 'Attachments', kind: 'number' },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
    { kind: 'date', name: 'event_date', label: 'Event date', required: true, hint: 'The day of the event, or of the news. The newest comes first on the home page.' },
    { kind: 'image', name: 'image', label: 'Image', required: true, hint: 'Shown on the home page card and at the top of the page.' },
    publishedField,
    { kind: 'richText', name: 'description', label: 'Description', required: true },
    {
      kind: 'children',
      name: 'attachments',
      label: 'Attachments',
      itemLabel: 'Attachment',
      hint: 'A photo or a PDF each. Photos show as a gallery under the story, PDFs as links below it, in this order.',
      wide: true,
      summary: (a) => (a.image ? 'photo' : a.file ? 'PDF' : undefined),
      newItem: () => ({ image: '', file: '' }),
      fields: [
        { kind: 'image', name: 'image', label: 'Photo' },
        { kind: 'file', name: 'file', label: 'PDF', accept: 'pdf' },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/news-events').then((m) => m.AdminNewsEventCreateSchema),
  defaults: () => ({ published: false, attachments: [] }),
  title: (r) => String(r.title ?? ''),
  // The date in the path is for people and links (spec: new_event_date); the id decides.
  preview: (r) => (r.published === true && typeof r.event_date === 'string' ? `/SingleNewsEventPage/${String(r.id)}/${r.event_date}` : null),
};
