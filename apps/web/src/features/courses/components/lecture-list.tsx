import type { Lesson } from '@foundation/contract/courses';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { LessonVideo } from './lesson-video';

/** The Lectures tab of my course detail: every lesson's video, each loaded only when played. */
export function LectureList({ lessons }: { lessons: Lesson[] }) {
  if (lessons.length === 0) return <p className="text-muted">{m.learn_lectures_recording()}</p>;
  return (
    <ol className="grid gap-6 sm:grid-cols-2">
      {lessons.map((lesson, i) => (
        <li key={lesson.id}>
          <LessonVideo url={lesson.video_url} title={lesson.youtube_details.video.snippet.title} />
          <p className="mt-2 text-sm text-muted">
            {m.learn_lesson_number({ number: i + 1 })} · <span lang={langOfContent(lesson.duration)}>{lesson.duration}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
