import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Location } from '@foundation/contract/locations';
import { getLocale, langOfContent } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { m } from '../../../paraglide/messages.js';
import { ATTRIBUTION, TILE_URL } from '../map-tiles';
import { markerColor } from '../marker-color';

/** Spec point 9: the map opens on Pakistan. */
export const MAP_CENTER: L.LatLngTuple = [30.3753, 69.3451];
export const MAP_ZOOM = 6;

function pin(location: Location) {
  const dot = document.createElement('span');
  dot.className = 'block size-5 rounded-full border-[3px] border-white shadow-md ring-1 ring-black/20';
  dot.style.backgroundColor = markerColor(location.color);
  return L.divIcon({ html: dot, className: '', iconSize: [20, 20], iconAnchor: [10, 10] });
}

/** The info window: text nodes only, so nothing in a title or description is read as HTML. */
function infoWindow(location: Location) {
  const box = document.createElement('div');
  box.className = 'max-w-60 whitespace-normal';
  const title = box.appendChild(document.createElement('strong'));
  title.className = 'block text-sm text-brand-800';
  title.textContent = location.title;
  const titleLang = langOfContent(location.title);
  if (titleLang) title.lang = titleLang;
  if (location.descriptions) {
    const text = box.appendChild(document.createElement('span'));
    text.className = 'mt-1 block text-xs text-muted';
    text.textContent = location.descriptions;
    const textLang = langOfContent(location.descriptions);
    if (textLang) text.lang = textLang;
  }
  return box;
}

/**
 * Leaflet, loaded only with this chunk, once the visitor asks for the map. Markers need no
 * images, and the map keeps a plain background, so the centres still show when the tile server
 * cannot be reached. It takes the focus of the button that opened it, which is gone.
 */
export default function LocationsMap({ locations, focus = false }: { locations: Location[]; focus?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  // Only when first shown: a later render must not pull the focus back.
  const focusOnMount = useRef(focus);

  useEffect(() => {
    // Leaflet's own zoom buttons are named in English: ours speak the page's language, at the corner
    // where reading starts (the right in Urdu).
    const instance = L.map(container.current!, { center: MAP_CENTER, zoom: MAP_ZOOM, scrollWheelZoom: false, dragging: !L.Browser.mobile, zoomControl: false });
    L.control.zoom({ position: getLocale() === 'ur' ? 'topright' : 'topleft', zoomInTitle: m.media_locations_zoom_in(), zoomOutTitle: m.media_locations_zoom_out() }).addTo(instance);
    L.tileLayer(TILE_URL, {
      maxZoom: 18,
      attribution: ATTRIBUTION,
    }).addTo(instance);
    map.current = instance;
    if (focusOnMount.current) container.current!.focus({ preventScroll: true });
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const layer = L.layerGroup(
      locations.map((location) => {
        const show = () => notify.success(location.descriptions || location.title, location.title);
        // Hover (or keyboard focus) opens the info window, leaving closes it; a click shows a toast.
        // Named by aria-label rather than title, so hovering shows our info window, not the browser's.
        return L.marker([location.lat, location.lng], { icon: pin(location), keyboard: true, riseOnHover: true })
          .on('add', (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', location.title))
          .bindTooltip(infoWindow(location), { direction: 'top', offset: [0, -12] })
          .on('click', show)
          .on('keypress', (e) => (e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter' && show());
      }),
    ).addTo(instance);
    return () => {
      layer.remove();
    };
  }, [locations]);

  // isolate: Leaflet's panes use z-indexes of 400 and up, which must stay under the sticky header.
  return <div ref={container} role="region" aria-label={m.media_locations_map_label()} className="isolate h-[440px] w-full rounded-3xl !bg-[#dcebe1] shadow-lg lg:h-[600px]" />;
}
