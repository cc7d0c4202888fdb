import { HeroSlider } from '../components/ui/hero/hero-slider';
import { ImpactCounters } from '../components/ui/impact-counters';
import { AiCourseCard } from '../features/ai/components/ai-course-card';
import { aiCourses, aiSlides } from '../features/ai/data/ai-courses';
import { aiImpact } from '../features/ai/data/ai-impact';
import { CardGrid } from '../components/ui/card-grid';
import { Reveal } from '../components/ui/reveal';
import { SectionHeading } from '../components/ui/section-heading';

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
        <CardGrid items={aiCourses} keyOf={(course) => course.key}>
          {(course) => <AiCourseCard course={course} />}
        </CardGrid>
      </section>
    </>
  );
}
