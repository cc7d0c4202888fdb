import type { LectureSummary } from '@foundation/contract/lectures';
import { SectionHeading } from '../../../components/ui/section-heading';
import { LectureCard } from './lecture-card';

/** More lectures from the same category; opening one reloads the detail page in place. */
export function RelatedLectures({ lectures }: { lectures: LectureSummary[] }) {
  if (lectures.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-cream py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="related-heading" eyebrow="Keep listening" title="Related lectures" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {lectures.map((l) => (
            <li key={l.id}>
              <LectureCard lecture={l} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
