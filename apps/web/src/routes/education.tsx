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

export default function EducationPage() {
  usePageMeta('Education', 'Free courses from a foundation that has taught since 1985: faith, character, computing, languages and trades, online and in more than fifty institutes.');
  return (
    <>
      <PageHero eyebrow="Education" title="Learning that opens doors — free, for everyone">
        <p>Since 1985 we have taught children and adults in our institutes and online. Every course is free, and every learner is welcome.</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="#courses" className="rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
            Browse the courses
          </a>
          <Link to={href('publishing')} className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10">
            Visit the library
          </Link>
        </div>
      </PageHero>
      {/* Below the first screen: in the sent HTML, adopted by React as each comes near. */}
      <AdoptWhenNear>
        <EducationHighlights />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <EducationAbout />
        <ImpactCounters title="Our education in figures" items={educationImpact} />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <CourseCatalogue />
      </AdoptWhenNear>
      <FloatingPublishingLogo />
    </>
  );
}
