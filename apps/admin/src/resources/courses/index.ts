import { imageColumn, publishedColumn, publishedField, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** Courses (/education, /courseDetail1/:id) with their lessons, edited with the course in their order. */
export const courses: CollectionResource = {
  kind: 'collection',
  path: 'courses',
  label: 'Courses',
  one: 'course',
  searchHint: 'Title',
  defaultSort: '-created_at',
  columns: [
    imageColumn,
    titleColumn,
    { name: 'type_title', label: 'Type' },
    { name: 'enrolled', label: 'Enrolled', kind: 'number', sortable: true },
    publishedColumn,
  ],
  filters: [{ kind: 'select', name: 'type_id', label: 'Type', source: 'course-types', optionLabel: 'title' }, publishedFilter],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
    { kind: 'select', name: 'type_id', label: 'Course type', required: true, source: 'course-types', optionLabel: 'title' },
    publishedField,
    { kind: 'image', name: 'image', label: 'Image', required: true, hint: 'Shown on the course card and at the top of the course page.' },
    { kind: 'richText', name: 'description', label: 'Description', required: true },
    // Plain text on the course page, line breaks kept; blank hides the Eligibility tab.
    { kind: 'longText', name: 'eligibility', label: 'Eligibility', maxLength: 2000, rows: 3, wide: true, hint: 'Leave blank when anyone may join.' },
    { kind: 'lines', name: 'instructor_names', label: 'Instructors', hint: 'One a line, up to 20.', rows: 3 },
    { kind: 'number', name: 'duration_hours', label: 'Duration in hours', required: true, min: 0, max: 10_000 },
    { kind: 'text', name: 'class_duration', label: 'Class duration', required: true, maxLength: 100, hint: 'e.g. 45 minutes' },
    { kind: 'text', name: 'level', label: 'Level', required: true, maxLength: 50, hint: 'e.g. Beginner' },
    { kind: 'text', name: 'language', label: 'Language', required: true, maxLength: 50, hint: 'e.g. Urdu' },
    {
      kind: 'select',
      name: 'certificate',
      label: 'Certificate',
      required: true,
      options: [
        { value: 'Yes', label: 'Yes' },
        { value: 'No', label: 'No' },
      ],
    },
    {
      kind: 'children',
      name: 'lessons',
      label: 'Lessons',
      itemLabel: 'Lesson',
      wide: true,
      summary: (l) => (typeof l.title === 'string' ? l.title : undefined),
      newItem: () => ({ title: '', video_url: '', duration: '', description: '' }),
      fields: [
        { kind: 'text', name: 'title', label: 'Lesson', required: true, maxLength: 200 },
        { kind: 'text', type: 'url', name: 'video_url', label: 'Video', required: true, maxLength: 500, hint: 'A YouTube link.' },
        { kind: 'text', name: 'duration', label: 'Duration', required: true, maxLength: 20, hint: 'Minutes and seconds, e.g. 18:25' },
        // Plain text: the lesson page shows it as written, 300 characters until "Show More".
        { kind: 'longText', name: 'description', label: 'Description', maxLength: 5000, rows: 4 },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/courses').then((m) => m.AdminCourseCreateSchema),
  defaults: () => ({ published: false, eligibility: '', instructor_names: [], certificate: 'Yes', lessons: [] }),
  title: (r) => String(r.title ?? ''),
  preview: (r) => (r.published === true ? `/courseDetail1/${String(r.id)}` : null),
};
