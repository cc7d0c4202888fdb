import { Suspense, lazy } from 'react';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useLocations } from '../api/get-locations';
import { markerColor } from '../marker-color';

// Leaflet and its CSS load only when the map scrolls near: no cost to a visit that stops above it.
const LocationsMap = lazy(() => import('./locations-map'));

const placeholder = <div className="h-[440px] rounded-3xl bg-[#dcebe1] lg:h-[600px]" />;

/** Where the foundation works: the map of centres with a list beside it for every visitor. */
export function LocationsSection() {
  const { data: locations = [] } = useLocations();
  return (
    <section aria-labelledby="locations-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <Reveal>
          <SectionHeading id="locations-heading" eyebrow="Where we are" title="Centres and projects across Pakistan" center>
            Point at a marker to read about the place; the colours show the kind of work done there.
          </SectionHeading>
        </Reveal>
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
          <WhenVisible fallback={placeholder} margin="200px">
            <Suspense fallback={placeholder}>
              <LocationsMap locations={locations} />
            </Suspense>
          </WhenVisible>
          {locations.length > 0 && (
            <ul aria-label="Our centres" className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {locations.map((location) => (
                <li key={location.id} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm">
                  <span className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: markerColor(location.color) }} aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-brand-800">{location.title}</span>
                    <span className="line-clamp-2 text-sm text-muted">{location.descriptions}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
