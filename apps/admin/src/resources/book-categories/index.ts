import { titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** The shelves of the library's filter; one still holding books cannot be deleted (the API says why). */
export const bookCategories: CollectionResource = {
  kind: 'collection',
  path: 'book-categories',
  label: 'Book categories',
  one: 'book category',
  searchHint: 'Title',
  defaultSort: 'title',
  columns: [
    titleColumn,
    { name: 'books', label: 'Books', kind: 'number', sortable: true },
    { name: 'updated_at', label: 'Changed', kind: 'date', sortable: true },
  ],
  fields: [{ kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 100 }],
  schema: () => import('@foundation/contract/admin/book-categories').then((m) => m.AdminBookCategoryCreateSchema),
  title: (r) => String(r.title ?? ''),
};
