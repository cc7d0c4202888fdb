import { HeroSlider } from '../components/ui/hero/hero-slider';
import { ImpactCounters } from '../components/ui/impact-counters';
import { AiCourseCard } from '../features/ai/components/ai-course-card';
import { aiCourses, aiSlides } from '../features/ai/data/ai-courses';
import { aiImpact } from '../features/ai/data/ai-impact';
import { CardGrid } from '../components/ui/card-grid';
import { Reveal } from '../components/ui/reveal';
import { SectionHeading } from '../components/ui/section-heading';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/** How many AI courses are planned in all; the page shows the first of them. */
const PLANNED_COURSES = 83;

/** Upcoming AI courses: a placeholder until the first of them opens. */
export default function AiPage() {
  usePageMeta(m.learn_ai_meta_title(), m.learn_ai_meta_description());
  return (
    <>
      <HeroSlider label={m.learn_ai_carousel_label()} heading={m.learn_ai_heading()} slides={aiSlides()} />
      <ImpactCounters title={m.learn_ai_figures_title()} items={aiImpact()} />
      <section aria-labelledby="ai-courses-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <Reveal>
          <SectionHeading id="ai-courses-heading" eyebrow={m.learn_ai_prep_eyebrow()} title={m.learn_ai_courses_title()}>
            {m.learn_ai_courses_intro()}
          </SectionHeading>
        </Reveal>
        <p className="mb-6 font-semibold text-muted">{m.learn_ai_showing({ from: 1, to: aiCourses.length, total: PLANNED_COURSES })}</p>
        <CardGrid items={aiCourses} keyOf={(course) => course.key}>
          {(course) => <AiCourseCard course={course} />}
        </CardGrid>
      </section>
    </>
  );
}
