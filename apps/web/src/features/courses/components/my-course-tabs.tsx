import type { LearnerCourse } from '@foundation/contract/courses';
import { LessonVideo } from './lesson-video';
import { Tabs, type Tab } from './tabs';

/** Description, Instructors, Eligibility (when there is one) and the Lectures of embedded videos. */
export function MyCourseTabs({ course }: { course: LearnerCourse }) {
  const tabs: Tab[] = [
    { id: 'description', label: 'Description', content: <div className="prose-html" dangerouslySetInnerHTML={{ __html: course.description }} /> },
    {
      id: 'instructors',
      label: 'Instructors',
      content: (
        <ul className="grid gap-3 sm:grid-cols-2">
          {course.instructor_name_list.map((name) => (
            <li key={name} className="flex items-center gap-3 rounded-xl bg-cream p-4 font-semibold text-brand-800">
              <span className="grid size-10 place-items-center rounded-full bg-brand-700 text-white" aria-hidden="true">
                {name.charAt(0)}
              </span>
              {name}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  if (course.eligibility) {
    tabs.push({ id: 'eligibility', label: 'Eligibility', content: <div className="prose-html" dangerouslySetInnerHTML={{ __html: course.eligibility }} /> });
  }
  tabs.push({
    id: 'lectures',
    label: 'Lectures',
    content: (
      <ol className="grid gap-6 sm:grid-cols-2">
        {course.videos2.map((lesson, i) => (
          <li key={lesson.id}>
            <LessonVideo url={lesson.video_url} title={lesson.youtube_details.video.snippet.title} />
            <p className="mt-2 text-sm text-muted">
              Lesson {i + 1} · {lesson.duration}
            </p>
          </li>
        ))}
      </ol>
    ),
  });
  return <Tabs tabs={tabs} label="About this course" />;
}
