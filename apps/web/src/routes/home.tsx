import { lazy } from 'react';
import { HeroSlider } from '../components/ui/hero/hero-slider';
import { AdoptWhenNear } from '../components/ui/when-visible';
import { AreasGrid } from '../features/home/components/areas-grid';
import { SpiritualityTabs } from '../features/home/components/spirituality-tabs';
import { ActivitiesSlider } from '../features/home/components/activities-slider';
import { HomeSection } from '../features/home/components/home-section';
import { homeBands } from '../features/home/data/bands';
import { homeHeroSlides } from '../features/home/data/hero-slides';
import { useLatestCourses } from '../features/courses/api/get-latest-courses';
import { LatestCourseGrid } from '../features/courses/components/latest-course-grid';
import { useLatestBooks } from '../features/books/api/get-latest-books';
import { BookSlider } from '../features/books/components/book-slider';
import { m } from '../paraglide/messages.js';

// The last sections, one chunk fetched when the first of them comes near (routes/home-later.tsx).
const later = () => import('./home-later');
const ScoutsAndMedia = lazy(() => later().then((l) => ({ default: l.ScoutsAndMedia })));
const FounderAndImpact = lazy(() => later().then((l) => ({ default: l.FounderAndImpact })));
const GiveNewsAndPlaces = lazy(() => later().then((l) => ({ default: l.GiveNewsAndPlaces })));

/** The newest courses; the band stays out of the way while loading, when empty or failed. */
function LatestCourses() {
  const { data: courses } = useLatestCourses();
  return courses?.length ? <HomeSection {...homeBands.courses()}><LatestCourseGrid courses={courses} /></HomeSection> : null;
}

/** The newest books, likewise only once there are some. */
function LatestBooks() {
  const { data: books } = useLatestBooks();
  return books?.length ? <HomeSection {...homeBands.books()}><BookSlider books={books} /></HomeSection> : null;
}

/** The home page, in the order of spec point 2. */
export default function HomePage() {
  return (
    <>
      <HeroSlider label={m.about_home_hero_label()} heading={m.about_home_heading()} slides={homeHeroSlides()} />
      <AreasGrid />
      {/* Below the first screen: in the sent HTML, adopted by React as each comes near. */}
      <AdoptWhenNear>
        <SpiritualityTabs />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <ActivitiesSlider />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <LatestCourses />
        <LatestBooks />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <ScoutsAndMedia />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <FounderAndImpact />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <GiveNewsAndPlaces />
      </AdoptWhenNear>
    </>
  );
}
