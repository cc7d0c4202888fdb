import { HeroSlider } from '../features/home/components/hero/hero-slider';
import { AreasGrid } from '../features/home/components/areas-grid';
import { SpiritualityTabs } from '../features/home/components/spirituality-tabs';
import { ActivitiesSlider } from '../features/home/components/activities-slider';
import { LatestCourses } from '../features/home/components/latest-courses';
import { BookLibrary } from '../features/home/components/book-library';
import { ScoutsBlock } from '../features/home/components/scouts-block';
import { MediaVideos } from '../features/home/components/media-videos';
import { FounderBlock } from '../features/home/components/founder-block';
import { ImpactCounters, homeImpact } from '../features/home/components/impact-counters';
import { DonateCta } from '../features/home/components/donate-cta';
import { homeHeroSlides } from '../features/home/data/hero-slides';
import { NewsSection } from '../features/news-events/components/news-section';
import { LocationsSection } from '../features/locations/components/locations-section';

/** The home page, in the order of spec point 2. */
export default function HomePage() {
  return (
    <>
      <HeroSlider label="Highlights" heading="Foundation: soul guidance, education and giving since 1985" slides={homeHeroSlides} />
      <AreasGrid />
      <SpiritualityTabs />
      <ActivitiesSlider />
      <LatestCourses />
      <BookLibrary />
      <ScoutsBlock />
      <MediaVideos />
      <FounderBlock />
      <ImpactCounters title="Our work in numbers" items={homeImpact} />
      <DonateCta />
      <NewsSection />
      <LocationsSection />
    </>
  );
}
