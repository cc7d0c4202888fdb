import { imageColumn, publishedColumn, publishedField, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';
import { today } from '../../kit/format';

/** Blog posts (/blogs): drafts stay off the public site until published. */
export const blogs: CollectionResource = {
  kind: 'collection',
  path: 'blogs',
  label: 'Blog posts',
  one: 'blog post',
  searchHint: 'Title or author',
  defaultSort: '-published_at',
  columns: [
    imageColumn,
    titleColumn,
    { name: 'author_name', label: 'Author', sortable: true },
    { name: 'published_at', label: 'Date', kind: 'date', sortable: true },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
    { kind: 'text', name: 'author_name', label: 'Author', required: true, maxLength: 100 },
    { kind: 'date', name: 'published_at', label: 'Publication date', required: true },
    { kind: 'image', name: 'image', label: 'Image', required: true, hint: 'Shown on the blog card and at the top of the post.' },
    publishedField,
    { kind: 'richText', name: 'description', label: 'Text', required: true },
  ],
  schema: () => import('@foundation/contract/admin/blogs').then((m) => m.AdminBlogCreateSchema),
  defaults: () => ({ published: false, published_at: today() }),
  title: (r) => String(r.title ?? ''),
  preview: (r) => (r.published === true ? `/singleBlog?id=${String(r.id)}` : null),
};
