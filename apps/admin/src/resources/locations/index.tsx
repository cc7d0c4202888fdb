import { publishedColumn, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** The foundation's centres on the home page map: a marker in its colour at a point, with a title and a description. */
export const locations: CollectionResource = {
  kind: 'collection',
  path: 'locations',
  label: 'Map locations',
  one: 'location',
  searchHint: 'Title or description',
  defaultSort: 'title',
  columns: [
    titleColumn,
    {
      name: 'color',
      label: 'Colour',
      render: (r) => (
        <span className="inline-flex items-center gap-2 tabular-nums">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full ring-1 ring-slate-300" style={{ backgroundColor: String(r.color) }} />
          {String(r.color)}
        </span>
      ),
    },
    { name: 'point', label: 'Point', render: (r) => <span className="tabular-nums">{`${String(r.lat)}, ${String(r.lng)}`}</span> },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200 },
    // A text input: the kit's text field has no colour type, and a hex is what the map takes.
    { kind: 'text', name: 'color', label: 'Colour', required: true, maxLength: 7, hint: 'The marker’s colour as a hex, e.g. #0b5d3b.' },
    { kind: 'switch', name: 'published', label: 'Published', onText: 'On the home page map', offText: 'Draft: only staff see it' },
    { kind: 'point', name: 'point', label: 'Place on the map', latitude: 'lat', longitude: 'lng', required: true, wide: true, hint: 'In degrees, e.g. 31.5204 and 74.3587 for Lahore.' },
    { kind: 'longText', name: 'descriptions', label: 'Description', maxLength: 1000, rows: 4, wide: true, hint: 'Shown when a visitor points at the marker.' },
  ],
  schema: () => import('@foundation/contract/admin/locations').then((m) => m.AdminLocationCreateSchema),
  defaults: () => ({ published: false, color: '#0b5d3b', descriptions: '' }),
  title: (r) => String(r.title ?? ''),
  // The map is a section of the home page: a published location is seen there.
  preview: (r) => (r.published === true ? '/' : null),
};
