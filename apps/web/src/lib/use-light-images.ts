import { useSyncExternalStore } from 'react';
import { SLOW_NETWORKS } from '@foundation/contract/media-copies';

/** The Network Information API: Chromium browsers, Android's among them; absent elsewhere. */
type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

/** The mark a server render leaves on `<html>` when it drew the page's pictures light. */
export const LIGHT_IMAGES_ATTRIBUTE = 'data-light-images';

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

const subscribe = (onChange: () => void) => {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
};

const wantsLight = () => {
  const c = connection();
  return !!c && (c.saveData === true || SLOW_NETWORKS.has(c.effectiveType ?? ''));
};

/**
 * Whether the page was rendered with light pictures: the server asks its own source, one per
 * request (server/render.tsx, from the Save-Data and ECT headers); a browser reads the mark that
 * render left on `<html>`.
 */
let renderedLight = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(LIGHT_IMAGES_ATTRIBUTE);

/** The server's render sets where it learns, per request, whether the visitor asked for light pages. */
export const setRenderedLightSource = (source: () => boolean) => {
  renderedLight = source;
};

/**
 * Whether the visitor turned on data saving or is on a slow connection: pictures then come as
 * their smallest copies. The server knows from the request's headers and renders light sources
 * from the first byte, so a phone never starts the full-size download; hydration renders that same
 * answer (the server's snapshot) before the browser's own is read: no mismatch. A page served light
 * stays light, even where the browser cannot tell its connection.
 */
export const useLightImages = () => useSyncExternalStore(subscribe, () => wantsLight() || renderedLight(), () => renderedLight());
