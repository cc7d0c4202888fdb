import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { NumberedCards } from '../components/ui/numbered-cards';
import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { m } from '../paraglide/messages.js';

const steps = () => [
  { title: m.learn_step_choose_title(), text: m.learn_step_choose_text() },
  { title: m.learn_step_register_title(), text: m.learn_step_register_text() },
  { title: m.learn_step_confirm_title(), text: m.learn_step_confirm_text() },
];

/** /enrollCourseDetail: the spec's static sample page, here a short guide to enrolling. */
export default function EnrollCourseDetailPage() {
  const head = shellHeads.enrollCourseDetail();
  usePageMeta(head.title, head.description, head);
  return (
    <>
      <PageHero eyebrow={m.learn_enrolment_eyebrow()} title={m.learn_enrolment_title()}>
        {m.learn_enrolment_intro()}
      </PageHero>
      <PageSection id="steps-heading" eyebrow={m.learn_how_eyebrow()} title={m.learn_how_title()}>
        <NumberedCards items={steps()} />
        <Link to={paths.education} className="mt-10 inline-block rounded-full bg-brand-700 px-7 py-3 font-semibold text-white hover:bg-brand-800">
          {m.learn_see_all_courses()}
        </Link>
      </PageSection>
    </>
  );
}
