import type { ReactNode } from 'react';
import type { Course } from '@foundation/contract/courses';
import { BadgeIcon, BookIcon, CapIcon, ClockIcon, LanguageIcon, LevelIcon, ListIcon, PersonIcon, PlayCircleIcon } from '../../../../components/icons';

/** The sidebar: the facts a learner weighs before enrolling, and the way in (the route's Enroll Now). */
export function CourseFacts({ course, action }: { course: Course; action: ReactNode }) {
  const facts = [
    { icon: PersonIcon, label: 'Instructor', value: course.instructor_name_list.join(', ') || '—' },
    { icon: BookIcon, label: 'Category', value: course.type.title },
    { icon: ClockIcon, label: 'Total duration', value: course.total_course_duration },
    { icon: PlayCircleIcon, label: 'Class duration', value: course.class_duration },
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
            <dd className="text-end font-semibold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">{action}</div>
      <p className="mt-3 text-center text-sm text-muted">Free of charge, like every course we teach.</p>
    </div>
  );
}
