import { Suspense, lazy, useState } from 'react';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { useLocations } from '../api/get-locations';
import { markerColor } from '../marker-color';
import { MAP_BOX, MapPoster } from './map-poster';

// Leaflet, its CSS and the tiles load only when the visitor asks for the map (decision 21).
const LocationsMap = lazy(() => import('./locations-map'));

/** Where the foundation works: the map of centres with a list beside it for every visitor. */
export function LocationsSection() {
  const { data: locations = [] } = useLocations();
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="locations-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <Reveal>
          <SectionHeading id="locations-heading" eyebrow={m.media_locations_eyebrow()} title={m.media_locations_title()} center>
            {m.media_locations_intro()}
          </SectionHeading>
        </Reveal>
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
          {shown ? (
            <Suspense fallback={<div className={MAP_BOX} />}>
              <LocationsMap locations={locations} focus />
            </Suspense>
          ) : (
            <MapPoster locations={locations} onShow={() => setShown(true)} />
          )}
          {locations.length > 0 && (
            <ul aria-label={m.media_locations_list_label()} className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {locations.map((location) => (
                <li key={location.id} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm">
                  <span className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: markerColor(location.color) }} aria-hidden="true" />
                  <span>
                    <span lang={langOfContent(location.title)} className="block font-semibold text-brand-800">
                      {location.title}
                    </span>
                    <span lang={langOfContent(location.descriptions)} className="line-clamp-2 text-sm text-muted">
                      {location.descriptions}
                    </span>
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
