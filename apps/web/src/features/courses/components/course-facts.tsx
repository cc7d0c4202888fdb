import type { LearnerCourse } from '@foundation/contract/courses';

/** The course sidebar of spec point 2: instructor, category, durations, lectures, level, ... */
export function CourseFacts({ course }: { course: LearnerCourse }) {
  const facts: [string, string][] = [
    ['Instructor', course.instructor_name_list.join(', ') || 'Foundation teachers'],
    ['Category', course.type.title],
    ['Total duration', course.total_course_duration],
    ['Class duration', course.class_duration],
    ['Lectures', String(course.total_lectures)],
    ['Level', course.level],
    ['Language', course.language],
    ['Certificate', course.certificate],
  ];
  return (
    <dl className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white px-5 shadow-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-3 text-sm">
          <dt className="text-muted">{term}</dt>
          <dd className="text-right font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
