import type { Lesson } from '@foundation/contract/courses';
import { LessonVideo } from './lesson-video';

/** The Lectures tab of my course detail: every lesson's video, each loaded only when played. */
export function LectureList({ lessons }: { lessons: Lesson[] }) {
  if (lessons.length === 0) return <p className="text-muted">The lectures of this course are being recorded. Please check back soon.</p>;
  return (
    <ol className="grid gap-6 sm:grid-cols-2">
      {lessons.map((lesson, i) => (
        <li key={lesson.id}>
          <LessonVideo url={lesson.video_url} title={lesson.youtube_details.video.snippet.title} />
          <p className="mt-2 text-sm text-muted">
            Lesson {i + 1} · {lesson.duration}
          </p>
        </li>
      ))}
    </ol>
  );
}
