import { titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** The media page's lecture dropdown; one still holding lectures cannot be deleted (the API says why). */
export const lectureCategories: CollectionResource = {
  kind: 'collection',
  path: 'lecture-categories',
  label: 'Lecture categories',
  one: 'lecture category',
  searchHint: 'Title',
  defaultSort: 'title',
  columns: [
    titleColumn,
    { name: 'lectures', label: 'Lectures', kind: 'number', sortable: true },
    { name: 'updated_at', label: 'Changed', kind: 'date', sortable: true },
  ],
  fields: [{ kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 100 }],
  schema: () => import('@foundation/contract/admin/lecture-categories').then((m) => m.AdminLectureCategoryCreateSchema),
  title: (r) => String(r.title ?? ''),
};
