import { HeroSlider } from '../features/home/components/hero/hero-slider';
import { ImpactCounters, type Impact } from '../features/home/components/impact-counters';
import { AiCourseCard } from '../features/ai/components/ai-course-card';
import { aiCourses, aiSlides } from '../features/ai/data/ai-courses';
import { Reveal } from '../components/ui/reveal';
import { SectionHeading } from '../components/ui/section-heading';

/** Spec point 9: the AI page's count-ups. */
const aiImpact: Impact[] = [
  { label: 'Learners waiting', to: 200, suffix: '+', caption: 'have asked to join the first classes' },
  { label: 'Lessons', to: 140, caption: 'written and being recorded' },
  { label: 'Projects', to: 35, caption: 'hands-on exercises to build' },
  { label: 'Mentors', to: 20, caption: 'volunteers ready to help' },
];

/** Upcoming AI courses: a placeholder until the first of them opens. */
export default function AiPage() {
  return (
    <>
      <HeroSlider label="About our AI courses" heading="AI courses: coming soon from the foundation" slides={aiSlides} />
      <ImpactCounters title="AI courses in numbers" items={aiImpact} />
      <section aria-labelledby="ai-courses-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <Reveal>
          <SectionHeading id="ai-courses-heading" eyebrow="In preparation" title="The first AI courses">
            Free like every course we teach, and open to anyone with a phone or a computer.
          </SectionHeading>
        </Reveal>
        <p className="mb-6 font-semibold text-muted">Showing 1-6 of 83 results</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aiCourses.map((course) => (
            <li key={course.key}>
              <AiCourseCard course={course} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
