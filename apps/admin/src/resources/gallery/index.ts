import { publishedColumn, publishedFilter } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/**
 * The galleries of /gallery, in the order staff set, each with its pictures in order. The
 * domain's one name is `gallery` (decision 16: the public contract, service and web feature), so
 * the path is /admin/gallery and /api/admin/gallery; each record is one gallery.
 */
export const gallery: CollectionResource = {
  kind: 'collection',
  path: 'gallery',
  label: 'Gallery',
  one: 'gallery',
  searchHint: 'Name',
  defaultSort: 'position',
  orderable: true,
  // The row has no image of its own: `cover` is its first picture.
  columns: [
    { name: 'cover', label: 'Cover', kind: 'image' },
    { name: 'name', label: 'Name', sortable: true },
    { name: 'attachments', label: 'Pictures', kind: 'number' },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 100, hint: 'Visitors filter the pictures by it.' },
    { kind: 'switch', name: 'published', label: 'Published', onText: 'On the gallery page', offText: 'Draft: only staff see it' },
    {
      kind: 'children',
      name: 'attachments',
      label: 'Pictures',
      itemLabel: 'Picture',
      hint: 'Shown in this order. A gallery with no pictures is left off the page.',
      wide: true,
      summary: (p) => (typeof p.caption === 'string' ? p.caption : undefined),
      newItem: () => ({ path: '', caption: '' }),
      fields: [
        { kind: 'image', name: 'path', label: 'Picture', required: true },
        { kind: 'text', name: 'caption', label: 'Caption', maxLength: 300, hint: 'Also what a screen reader says.' },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/gallery').then((m) => m.AdminGalleryCreateSchema),
  defaults: () => ({ published: false, attachments: [] }),
  title: (r) => String(r.name ?? ''),
  preview: (r) => (r.published === true ? '/gallery' : null),
};
