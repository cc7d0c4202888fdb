import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { cx, ui } from '../../components';

/** With no point yet the map opens on Pakistan, as the public site's map does. */
export const MAP_CENTER: L.LatLngTuple = [30.3753, 69.3451];
export const MAP_ZOOM = 5;
/** A point is shown close enough to see the streets around it. */
export const POINT_ZOOM = 13;
// The public site's convention: any tile server that needs no key, set at build time; OpenStreetMap otherwise.
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Six decimals, about 11 cm: more than a click on a map can mean. */
export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The form's two values as a point, or null while one is blank or out of range (the inputs say why). */
function pointOf(lat: unknown, lng: unknown): L.LatLngTuple | null {
  const ok = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
  return ok(lat, 90) && ok(lng, 180) ? [lat, lng] : null;
}

// A drawn pin: no marker images to bundle, and it shows without tiles.
const PIN =
  '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" style="filter:drop-shadow(0 1px 2px rgb(0 0 0 / .45))">' +
  '<path d="M14 1.5C7.1 1.5 1.5 7 1.5 13.8 1.5 22.8 14 34.5 14 34.5s12.5-11.7 12.5-20.7C26.5 7 20.9 1.5 14 1.5z" fill="#0b5d3b" stroke="#fff" stroke-width="2.5"/>' +
  '<circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>';

export interface PointMapProps {
  /** The field's label, which names the map. */
  label: string;
  lat: unknown;
  lng: unknown;
  busy: boolean;
  /** Both values at once, rounded to 6 decimals. */
  onPick: (lat: number, lng: number) => void;
}

/**
 * Leaflet, loaded with this chunk only. A click or a dragged marker sets the point; typed values
 * move the marker. The map keeps a plain background, so it still shows and takes clicks when the
 * tile server cannot be reached. The number inputs beside it stay the accessible way; a keyboard
 * can also pan the map with the arrow keys and place the point at its centre with the button.
 */
export default function PointMap({ label, lat, lng, busy, onPick }: PointMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // Leaflet's handlers are bound once: they read the latest props through this.
  const latest = useRef({ busy, onPick, lat, lng });
  useLayoutEffect(() => {
    latest.current = { busy, onPick, lat, lng };
  });
  // The point the map itself set last: when it comes back as the form's value the view stays where it is.
  const placedHere = useRef<string | null>(null);
  const [said, setSaid] = useState('');
  const hintId = useId();

  const place = useCallback((at: L.LatLng) => {
    if (latest.current.busy) return;
    const wrapped = at.wrap();
    const next: L.LatLngTuple = [round6(wrapped.lat), round6(wrapped.lng)];
    placedHere.current = next.join();
    latest.current.onPick(next[0], next[1]);
    setSaid(`Point placed at ${next[0]}, ${next[1]}.`);
  }, []);

  useEffect(() => {
    const start = pointOf(latest.current.lat, latest.current.lng);
    const m = L.map(container.current!, {
      center: start ?? MAP_CENTER,
      zoom: start ? POINT_ZOOM : MAP_ZOOM,
      // The page scrolls under the wheel; the + and − buttons zoom.
      scrollWheelZoom: false,
      worldCopyJump: true,
    });
    L.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(m);
    m.on('click', (e) => place(e.latlng));
    map.current = m;
    // The form's column can change width without the window resizing.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
    resized?.observe(container.current!);
    return () => {
      resized?.disconnect();
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [place]);

  // The marker follows the form's values; a typed point is also brought into view.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const point = pointOf(lat, lng);
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng(point);
    else
      marker.current = L.marker(point, {
        icon: L.divIcon({ html: PIN, className: '', iconSize: [28, 36], iconAnchor: [14, 35] }),
        draggable: !latest.current.busy,
        autoPan: true,
        // Not a tab stop: a marker cannot be moved with keys; the inputs and the centre button can.
        keyboard: false,
      })
        .on('dragend', (e) => place((e.target as L.Marker).getLatLng()))
        .addTo(m);
    if (placedHere.current !== point.join()) m.panTo(point);
    placedHere.current = null;
  }, [lat, lng, place]);

  useEffect(() => {
    const dragging = marker.current?.dragging;
    if (busy) dragging?.disable();
    else dragging?.enable();
  }, [busy, lat, lng]);

  return (
    <div className="group space-y-2">
      <div className="relative">
        {/* isolate: Leaflet's panes use z-indexes of 400 and up, which must stay under the header and dialogs. */}
        <div
          ref={container}
          role="application"
          aria-label={`Map: click to place ${label}`}
          aria-describedby={hintId}
          className="isolate h-72 w-full rounded-md border border-slate-500 !bg-[#dcebe1] sm:h-96"
        />
        {/* Where the centre button places the point, shown while the map or the button has keyboard focus. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-1/2 top-1/2 z-[1] hidden size-6 -translate-x-1/2 -translate-y-1/2 group-has-[:focus-visible]:block"
        >
          <span className="absolute left-1/2 top-0 h-full w-0.5 -translate-x-1/2 bg-ink" />
          <span className="absolute left-0 top-1/2 h-0.5 w-full -translate-y-1/2 bg-ink" />
        </span>
      </div>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <button type="button" disabled={busy} onClick={() => map.current && place(map.current.getCenter())} className={cx(ui.button, ui.secondary, 'py-1.5')}>
          {"Place the point at the map's centre"}
        </button>
        <p id={hintId} className="min-w-0 flex-1 basis-60 text-xs text-muted">
          Click the map or drag the pin. With the keyboard: focus the map, move it with the arrow keys (+ and − zoom), then place the point at its centre.
        </p>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
