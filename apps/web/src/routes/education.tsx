import { Link } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { AdoptWhenNear } from '../components/ui/when-visible';
import { href } from '../lib/routes';
import { ImpactCounters } from '../components/ui/impact-counters';
import { educationImpact } from '../features/courses/data/education-impact';
import { FloatingPublishingLogo } from '../features/courses/components/education/floating-publishing-logo';
import { EducationHighlights } from '../features/courses/components/education/education-highlights';
import { EducationAbout } from '../features/courses/components/education/education-about';
import { CourseCatalogue } from '../features/courses/components/education/course-catalogue';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

export default function EducationPage() {
  usePageMeta(m.learn_education(), m.learn_education_meta_description());
  return (
    <>
      <PageHero eyebrow={m.learn_education()} title={m.learn_education_title()}>
        <p>{m.learn_education_intro()}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="#courses" className="rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
            {m.learn_education_browse()}
          </a>
          <Link to={href('publishing')} className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10">
            {m.learn_education_library()}
          </Link>
        </div>
      </PageHero>
      {/* Below the first screen: in the sent HTML, adopted by React as each comes near. */}
      <AdoptWhenNear>
        <EducationHighlights />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <EducationAbout />
        <ImpactCounters title={m.learn_education_figures_title()} items={educationImpact()} />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <CourseCatalogue />
      </AdoptWhenNear>
      <FloatingPublishingLogo />
    </>
  );
}
