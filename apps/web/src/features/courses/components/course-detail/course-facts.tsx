import type { ReactNode } from 'react';
import type { Course } from '@foundation/contract/courses';
import { BadgeIcon, BookIcon, CapIcon, ClockIcon, LanguageIcon, LevelIcon, ListIcon, PersonIcon, PlayCircleIcon } from '../../../../components/icons';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { formatCount } from '../../lib/counts';

/** The sidebar: the facts a learner weighs before enrolling, and the way in (the route's Enroll Now). */
export function CourseFacts({ course, action }: { course: Course; action: ReactNode }) {
  const facts = [
    { key: 'instructor', icon: PersonIcon, label: m.learn_instructor(), value: course.instructor_name_list.join(', ') || '—' },
    { key: 'category', icon: BookIcon, label: m.learn_fact_category(), value: course.type.title },
    { key: 'total-duration', icon: ClockIcon, label: m.learn_fact_total_duration(), value: course.total_course_duration },
    { key: 'class-duration', icon: PlayCircleIcon, label: m.learn_fact_class_duration(), value: course.class_duration },
    { key: 'lectures', icon: ListIcon, label: m.learn_lectures(), value: formatCount(course.total_lectures) },
    { key: 'level', icon: LevelIcon, label: m.learn_fact_level(), value: course.level },
    { key: 'language', icon: LanguageIcon, label: m.learn_fact_language(), value: course.language },
    { key: 'certificate', icon: BadgeIcon, label: m.learn_fact_certificate(), value: course.certificate },
  ];
  return (
    <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-brand-100 lg:sticky lg:top-32">
      <h2 className="flex items-center gap-2 text-2xl text-brand-800">
        <CapIcon className="text-gold-600" /> {m.learn_facts_heading()}
      </h2>
      <dl className="mt-4 divide-y divide-brand-50">
        {facts.map(({ key, icon: Icon, label, value }) => (
          <div key={key} className="flex items-start justify-between gap-4 py-3">
            <dt className="flex shrink-0 items-center gap-2 text-muted">
              <Icon className="text-brand-600" /> {label}
            </dt>
            <dd className="text-end font-semibold text-brand-800" lang={langOfContent(value)}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">{action}</div>
      <p className="mt-3 text-center text-sm text-muted">{m.learn_facts_free()}</p>
    </div>
  );
}
