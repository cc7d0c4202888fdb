import type { Location } from '@foundation/contract/locations';
import { PinIcon } from '../../../components/icons';
import { m } from '../../../paraglide/messages.js';
import { TILE_HOST } from '../map-tiles';
import { markerColor } from '../marker-color';

/** Pakistan's extent in degrees, a tenth of a degree to a unit: dots sit where the map puts them. */
const WEST = 60.8;
const EAST = 77.9;
const NORTH = 37.1;
const SOUTH = 23.6;

export const MAP_BOX = 'h-[440px] rounded-3xl bg-[#dcebe1] lg:h-[600px]';

/**
 * What stands in for the map until the visitor asks for it: the centres as dots on a plain ground,
 * drawn here, and a button. The map's tiles come from another server, which learns who looks and
 * costs mobile data, so that server is named before it is asked. The list beside says the same as
 * the dots in words, so the drawing is hidden from screen readers.
 */
export function MapPoster({ locations, onShow }: { locations: Location[]; onShow: () => void }) {
  return (
    <div className={`relative overflow-hidden shadow-lg ${MAP_BOX}`}>
      <svg aria-hidden="true" viewBox={`0 0 ${(EAST - WEST) * 10} ${(NORTH - SOUTH) * 10}`} className="absolute inset-0 size-full p-8 pb-28">
        {locations.map((l) => (
          <circle key={l.id} cx={(l.lng - WEST) * 10} cy={(NORTH - l.lat) * 10} r={3.5} fill={markerColor(l.color)} stroke="#fff" strokeWidth={1.2} />
        ))}
      </svg>
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 bg-gradient-to-t from-[#dcebe1] via-[#dcebe1]/90 to-transparent p-6 pt-12 text-center">
        <button
          type="button"
          onClick={onShow}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg transition hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-gold-400"
        >
          <PinIcon className="size-5" />
          {m.media_locations_show_map()}
        </button>
        <p className="text-sm text-brand-900">{m.media_locations_tiles_from({ host: TILE_HOST })}</p>
      </div>
    </div>
  );
}
