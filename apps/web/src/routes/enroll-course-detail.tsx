import { Link } from 'react-router';
import { paths } from '@foundation/contract/routes';
import { PageHero } from '../components/ui/page-hero';
import { SectionHeading } from '../components/ui/section-heading';

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
      <section className="mx-auto max-w-7xl px-4 py-16">
        <SectionHeading eyebrow="How it works" title="Three steps to your first lesson" />
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-full bg-gold-500 font-bold text-brand-900" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl text-brand-800">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <Link to={paths.education} className="mt-10 inline-block rounded-full bg-brand-700 px-7 py-3 font-semibold text-white hover:bg-brand-800">
          See all courses
        </Link>
      </section>
    </>
  );
}
