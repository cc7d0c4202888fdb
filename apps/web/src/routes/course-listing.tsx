import { Link } from 'wouter';
import { emptyStates } from '@foundation/contract/messages';
import { paths } from '@foundation/contract/routes';
import { PageHero } from '../components/ui/page-hero';
import { Spinner } from '../components/ui/spinner';
import { EmptyState } from '../components/ui/empty-state';
import { useMyCourses } from '../features/learners/api/get-my-courses';
import { useMyCertificates } from '../features/certificates/api/my-certificates';
import { CertificatePanel } from '../features/certificates/components/certificate-panel';
import { MyCourseCard } from '../features/courses/components/my-course-card';
import { localizeMessage } from '../lib/localize-message';
import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { m } from '../paraglide/messages.js';

/** /courseListing: the learner's own courses (spec point 2). */
export default function CourseListingPage() {
  const { data, isPending, isError } = useMyCourses();
  // Apart from the spec's getMyCourses, whose answer stays as it is: a course without one shows none.
  const { data: certificates } = useMyCertificates();
  const head = shellHeads.courseListing();
  usePageMeta(head.title, head.description, head);
  return (
    <>
      <PageHero eyebrow={m.learn_dashboard_eyebrow()} title={m.learn_my_courses()}>
        {m.learn_listing_intro()}
      </PageHero>
      <section aria-label={m.learn_my_courses_region()} className="mx-auto max-w-7xl px-4 py-12">
        {isPending ? (
          <Spinner label={m.learn_loading_courses()} />
        ) : isError || data.length === 0 ? (
          <div className="grid justify-items-center gap-4">
            <EmptyState text={localizeMessage(emptyStates.noCourses)} />
            <Link to={paths.education} className="font-semibold text-brand-700 underline underline-offset-2">
              {m.learn_browse_free_courses()}
            </Link>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((e) => {
              const certificate = certificates?.find((c) => c.course_id === e.course.id);
              return (
                <MyCourseCard key={e.id} course={e.course} viewIndex={e.view_index}>
                  {certificate && <CertificatePanel entry={certificate} />}
                </MyCourseCard>
              );
            })}
          </div>
        )}
      </section>
    </>
  );
}
