import { imageColumn, publishedColumn, publishedFilter } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** The welfare categories of the donation form's carousel, in the order staff set. */
export const welfareCategories: CollectionResource = {
  kind: 'collection',
  path: 'welfare-categories',
  label: 'Welfare categories',
  one: 'welfare category',
  searchHint: 'Name',
  defaultSort: 'position',
  orderable: true,
  // The contract names the text `name` (AdminWelfareCategoryRowSchema), not `title`.
  columns: [
    imageColumn,
    { name: 'name', label: 'Name', sortable: true },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 100 },
    { kind: 'image', name: 'image', label: 'Image', required: true },
    { kind: 'switch', name: 'published', label: 'Published', onText: 'In the donation form’s carousel', offText: 'Hidden from the carousel' },
    { kind: 'lines', name: 'refused_funds', label: 'Funds not taken', hint: 'One fund code a line (e.g. zakat for a construction); every other fund is taken. Codes are on the Funds page.', rows: 2 },
  ],
  schema: () => import('@foundation/contract/admin/welfare-categories').then((m) => m.AdminWelfareCategoryCreateSchema),
  defaults: () => ({ published: true, refused_funds: [] }),
  title: (r) => String(r.name ?? ''),
};
