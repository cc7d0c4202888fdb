import { publishedColumn, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** The library (/publishing): a book has a cover, a PDF readers open, and a price for a printed copy. */
export const books: CollectionResource = {
  kind: 'collection',
  path: 'books',
  label: 'Books',
  one: 'book',
  searchHint: 'Title or author',
  defaultSort: '-created_at',
  columns: [
    { name: 'thumbnail', label: 'Cover', kind: 'image' },
    titleColumn,
    { name: 'author', label: 'Author', sortable: true },
    { name: 'category_title', label: 'Category' },
    { name: 'price', label: 'Price', kind: 'money', sortable: true },
    publishedColumn,
  ],
  filters: [
    { kind: 'select', name: 'category_id', label: 'Category', source: 'book-categories', optionLabel: 'title' },
    publishedFilter,
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200 },
    { kind: 'text', name: 'author', label: 'Author', required: true, maxLength: 200 },
    { kind: 'select', name: 'category_id', label: 'Category', required: true, source: 'book-categories', optionLabel: 'title' },
    { kind: 'money', name: 'price', label: 'Price of a printed copy', required: true, hint: 'In rupees. Reading the PDF is free.' },
    { kind: 'number', name: 'pages', label: 'Pages', min: 0, max: 100_000 },
    { kind: 'switch', name: 'published', label: 'Published', onText: 'In the library', offText: 'Draft: only staff see it' },
    { kind: 'image', name: 'thumbnail', label: 'Cover image', required: true },
    { kind: 'file', accept: 'pdf', name: 'pdf', label: 'PDF', required: true, hint: 'The book readers open from the library.' },
    { kind: 'richText', name: 'description', label: 'Description' },
  ],
  schema: () => import('@foundation/contract/admin/books').then((m) => m.AdminBookCreateSchema),
  defaults: () => ({ published: false, pages: 0 }),
  title: (r) => String(r.title ?? ''),
  // The library has no page per book; a published one is on /publishing.
  preview: (r) => (r.published === true ? '/publishing' : null),
};
