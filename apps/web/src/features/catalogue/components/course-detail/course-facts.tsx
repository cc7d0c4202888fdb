import type { Course } from '@foundation/contract/courses';
import { ClockIcon } from '../../../../components/icons';
import { EnrollNow } from '../../../customers/components/enroll-now';
import { BadgeIcon, BookIcon, CapIcon, LanguageIcon, LevelIcon, ListIcon, PersonIcon, PlayIcon } from '../icons';

/** The sidebar: the facts a learner weighs before enrolling, and Enroll Now. */
export function CourseFacts({ course }: { course: Course }) {
  const facts = [
    { icon: PersonIcon, label: 'Instructor', value: course.instructor_name_list.join(', ') || '—' },
    { icon: BookIcon, label: 'Category', value: course.type.title },
    { icon: ClockIcon, label: 'Total duration', value: course.total_course_duration },
    { icon: PlayIcon, label: 'Class duration', value: course.class_duration },
    { icon: ListIcon, label: 'Lectures', value: String(course.total_lectures) },
    { icon: LevelIcon, label: 'Level', value: course.level },
    { icon: LanguageIcon, label: 'Language', value: course.language },
    { icon: BadgeIcon, label: 'Certificate', value: course.certificate },
  ];
  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-brand-100 lg:sticky lg:top-32">
      <h2 className="flex items-center gap-2 text-2xl text-brand-800">
        <CapIcon className="text-gold-600" /> Course facts
      </h2>
      <dl className="mt-4 divide-y divide-brand-50">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-start justify-between gap-4 py-3">
            <dt className="flex shrink-0 items-center gap-2 text-muted">
              <Icon className="text-brand-600" /> {label}
            </dt>
            <dd className="text-right font-semibold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <EnrollNow courseId={course.id} />
      </div>
      <p className="mt-3 text-center text-sm text-muted">Free of charge, like every course we teach.</p>
    </div>
  );
}
