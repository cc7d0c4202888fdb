import { titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** The types a course card shows ("Digital Skills"); one still used by courses cannot be deleted (the API says why). */
export const courseTypes: CollectionResource = {
  kind: 'collection',
  path: 'course-types',
  label: 'Course types',
  one: 'course type',
  searchHint: 'Title',
  defaultSort: 'title',
  columns: [
    titleColumn,
    { name: 'courses', label: 'Courses', kind: 'number', sortable: true },
    { name: 'updated_at', label: 'Changed', kind: 'date', sortable: true },
  ],
  fields: [{ kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 100 }],
  schema: () => import('@foundation/contract/admin/course-types').then((m) => m.AdminCourseTypeCreateSchema),
  title: (r) => String(r.title ?? ''),
};
