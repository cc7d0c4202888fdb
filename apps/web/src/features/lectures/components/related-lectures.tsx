import type { LectureSummary } from '@foundation/contract/lectures';
import { CardGrid } from '../../../components/ui/card-grid';
import { PageSection } from '../../../components/ui/page-section';
import { m } from '../../../paraglide/messages.js';
import { LectureCard } from './lecture-card';

/** More lectures from the same category; opening one reloads the detail page in place. */
export function RelatedLectures({ lectures }: { lectures: LectureSummary[] }) {
  if (lectures.length === 0) return null;
  return (
    <PageSection id="related-heading" eyebrow={m.media_lecture_related_eyebrow()} title={m.media_lecture_related_title()} className="bg-cream">
      <CardGrid items={lectures} keyOf={(l) => l.id}>
        {(l) => <LectureCard lecture={l} />}
      </CardGrid>
    </PageSection>
  );
}
