import type { Lesson } from '@foundation/contract/courses';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

/** The tick of a lesson already passed (its words are in the button: "(completed)"). */
const TICK = '\u2713';

type Props = { lessons: Lesson[]; active: number; reached: number; onSelect: (index: number) => void };

/** The course's lessons in order; the open one is marked, the ones already passed are ticked. */
export function LessonsSidebar({ lessons, active, reached, onSelect }: Props) {
  return (
    <nav aria-label={m.learn_lessons()} className="rounded-2xl border border-brand-100 bg-white p-3 shadow-sm">
      <h2 className="px-2 pt-1 pb-3 text-lg text-brand-800">{m.learn_course_content()}</h2>
      <ol className="grid gap-1">
        {lessons.map((lesson, index) => {
          const current = index === active;
          const done = index < reached;
          return (
            <li key={lesson.id}>
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(index)}
                className={`flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-start transition ${
                  current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'
                }`}
              >
                <span
                  className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${
                    current ? 'bg-gold-400 text-brand-900' : done ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-800'
                  }`}
                  aria-hidden="true"
                >
                  {done && !current ? TICK : index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium" lang={langOfContent(lesson.title)}>
                    {lesson.title}
                  </span>
                  <span className={`text-xs ${current ? 'text-brand-100' : 'text-muted'}`}>
                    {lesson.duration}
                    {done && <span className="sr-only"> {m.learn_lesson_completed()}</span>}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
