import { ScoutsBlock } from '../features/home/components/scouts-block';
import { MediaVideos } from '../features/home/components/media-videos';
import { FounderBlock } from '../features/home/components/founder-block';
import { ImpactCounters } from '../components/ui/impact-counters';
import { DonateCta } from '../features/home/components/donate-cta';
import { homeImpact } from '../features/home/data/impact';
import { NewsSection } from '../features/news-events/components/news-section';
import { LocationsSection } from '../features/locations/components/locations-section';
import { m } from '../paraglide/messages.js';

/**
 * The home page's last sections, far below the first screen: their code is a chunk of its own,
 * fetched when a visitor scrolls near them (the server's HTML shows them before that), so a first
 * visit's script stays within its budget (e2e/home-budget.spec.ts) now that each page carries its words.
 */
export function ScoutsAndMedia() {
  return (
    <>
      <ScoutsBlock />
      <MediaVideos />
    </>
  );
}

export function FounderAndImpact() {
  return (
    <>
      <FounderBlock />
      <ImpactCounters title={m.about_home_impact_title()} items={homeImpact()} />
    </>
  );
}

export function GiveNewsAndPlaces() {
  return (
    <>
      <DonateCta />
      <NewsSection />
      <LocationsSection />
    </>
  );
}
