import { StateBadge } from '../../kit/ui/state-badge';
import type { CollectionResource, Row } from '../../kit/types';

/** "Completed" once the learner pressed Completed on the last lesson; else the lesson they are on. */
const progress = (r: Row) => (r.completed === true ? <StateBadge label={String(r.progress)} tone="done" /> : String(r.progress ?? ''));

/** Who is enrolled in which course and how far they are. Learners enrol themselves: staff only read. */
export const enrolments: CollectionResource = {
  kind: 'collection',
  path: 'enrolments',
  label: 'Enrolments',
  one: 'enrolment',
  searchHint: 'Name, e-mail or phone',
  defaultSort: '-enrolled_at',
  canCreate: false,
  canDelete: false,
  exportCsv: true,
  columns: [
    { name: 'name', label: 'Learner', sortable: true },
    { name: 'email', label: 'E-mail' },
    { name: 'course_title', label: 'Course', sortable: true },
    { name: 'enrolled_at', label: 'Enrolled', kind: 'date', sortable: true },
    { name: 'progress', label: 'Progress', render: progress },
  ],
  filters: [{ kind: 'select', name: 'course_id', label: 'Course', source: 'courses', optionLabel: 'title' }],
  fields: [
    { kind: 'text', name: 'name', label: 'Learner', readOnly: true },
    { kind: 'text', name: 'course_title', label: 'Course', readOnly: true },
    { kind: 'text', type: 'email', name: 'email', label: 'E-mail', readOnly: true },
    { kind: 'text', type: 'tel', name: 'phone', label: 'Phone', readOnly: true },
    { kind: 'longText', name: 'address', label: 'Address', readOnly: true },
    { kind: 'date', name: 'enrolled_at', label: 'Enrolled', readOnly: true },
    { kind: 'text', name: 'progress', label: 'Progress', readOnly: true },
  ],
  title: (r) => `${String(r.name ?? '')}: ${String(r.course_title ?? '')}`,
};
