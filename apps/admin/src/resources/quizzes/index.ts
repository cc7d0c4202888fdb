import type { CollectionResource } from '../../kit/types';

/**
 * A course's quiz: a learner takes it after the last lesson, and the course's certificate waits
 * until they pass. The right choice is counted from 1, as the choices are listed.
 */
export const quizzes: CollectionResource = {
  kind: 'collection',
  path: 'quizzes',
  label: 'Course quizzes',
  one: 'course quiz',
  defaultSort: '-updated_at',
  columns: [
    { name: 'course_title', label: 'Course' },
    { name: 'questions', label: 'Questions', kind: 'number' },
    { name: 'pass_mark', label: 'Pass mark', kind: 'number' },
    { name: 'updated_at', label: 'Updated', kind: 'date', sortable: true },
  ],
  filters: [{ kind: 'select', name: 'course_id', label: 'Course', source: 'courses', optionLabel: 'title' }],
  fields: [
    { kind: 'select', name: 'course_id', label: 'Course', required: true, source: 'courses', optionLabel: 'title' },
    { kind: 'number', name: 'pass_mark', label: 'Pass mark', required: true, min: 1, max: 50, hint: 'How many questions must be answered right to pass.' },
    { kind: 'number', name: 'retry_minutes', label: 'Wait before a retry (minutes)', required: true, min: 0, max: 10_080, hint: 'A learner who fails may try again after this long.' },
    {
      kind: 'children',
      name: 'questions',
      label: 'Questions',
      itemLabel: 'Question',
      wide: true,
      summary: (q) => (typeof q.question === 'string' ? q.question : undefined),
      newItem: () => ({ question: '', choices: [], answer: 1 }),
      fields: [
        { kind: 'text', name: 'question', label: 'Question', required: true, maxLength: 500 },
        { kind: 'lines', name: 'choices', label: 'Choices', hint: 'One a line, 2 to 6.', rows: 4 },
        { kind: 'number', name: 'answer', label: 'Right choice', required: true, min: 1, max: 6, hint: 'Its number in the list above: 1 for the first line.' },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/quizzes').then((m) => m.AdminQuizCreateSchema),
  defaults: () => ({ pass_mark: 1, retry_minutes: 30, questions: [] }),
  title: (r) => String(r.course_title ?? 'Course quiz'),
};
