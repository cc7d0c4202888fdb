import type { Course } from '@foundation/contract/courses';
import { Tabs, type TabItem } from '../../../../components/ui/tabs';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * Description, Instructors, and Eligibility only when the course states one (spec point 2);
 * `more` appends tabs, as my course detail adds its Lectures.
 */
export function CourseTabs({ course, more = [] }: { course: Course; more?: TabItem[] }) {
  const tabs: TabItem[] = [
    {
      key: 'description',
      label: m.learn_tab_description(),
      panel: <div className="prose-html text-lg" lang={langOfContent(course.description)} dangerouslySetInnerHTML={{ __html: course.description }} />,
    },
    {
      key: 'instructors',
      label: m.learn_tab_instructors(),
      panel: course.instructor_name_list.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {course.instructor_name_list.map((name) => (
            <li key={name} className="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-brand-100">
              <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg text-white">
                {initials(name)}
              </span>
              <span>
                <span className="block font-semibold text-brand-800" lang={langOfContent(name)}>
                  {name}
                </span>
                <span className="text-sm text-muted">{m.learn_instructor()}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{m.learn_instructors_soon()}</p>
      ),
    },
  ];
  if (course.eligibility?.trim()) {
    tabs.push({
      key: 'eligibility',
      label: m.learn_tab_eligibility(),
      panel: (
        <p className="text-lg whitespace-pre-line" lang={langOfContent(course.eligibility)}>
          {course.eligibility}
        </p>
      ),
    });
  }
  return (
    <Tabs
      label={m.learn_about_this_course()}
      items={[...tabs, ...more]}
      // Every tab in sight on a phone: they wrap rather than scroll off the edge (Eligibility was cut at 390 px).
      listClassName="flex flex-wrap gap-x-1 border-b border-brand-100"
      tabClassName="-mb-px border-b-[3px] border-transparent px-2.5 py-3 font-semibold text-muted hover:text-brand-700 aria-selected:border-gold-500 aria-selected:text-brand-800 sm:px-5"
      panelClassName="py-6 focus-visible:outline-offset-4"
    />
  );
}
