import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { NumberedCards } from '../components/ui/numbered-cards';
import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';

const steps = [
  { title: 'Choose a course', text: 'Browse Quran, Arabic, character building and skills courses, all free and taught by the foundation’s teachers.' },
  { title: 'Register or log in', text: 'Press Enroll Now. A short form creates your learner account and keeps your place in every course.' },
  { title: 'Confirm your details', text: 'Tell us how to reach you, and the lessons open at once. Your progress follows you to any device.' },
];

/** /enrollCourseDetail: the spec's static sample page, here a short guide to enrolling. */
export default function EnrollCourseDetailPage() {
  return (
    <>
      <PageHero eyebrow="Course enrolment" title="Joining a course takes two minutes">
        Since 1985 the foundation has opened learning to everyone who asks. Here is how to begin.
      </PageHero>
      <PageSection id="steps-heading" eyebrow="How it works" title="Three steps to your first lesson">
        <NumberedCards items={steps} />
        <Link to={paths.education} className="mt-10 inline-block rounded-full bg-brand-700 px-7 py-3 font-semibold text-white hover:bg-brand-800">
          See all courses
        </Link>
      </PageSection>
    </>
  );
}
