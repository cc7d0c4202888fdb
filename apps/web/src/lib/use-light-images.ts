import { useSyncExternalStore } from 'react';

/** The Network Information API: Chromium browsers, Android's among them; absent elsewhere. */
type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

const SLOW = new Set(['slow-2g', '2g', '3g']);

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

const subscribe = (onChange: () => void) => {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
};

const wantsLight = () => {
  const c = connection();
  return !!c && (c.saveData === true || SLOW.has(c.effectiveType ?? ''));
};

/**
 * Whether the visitor turned on data saving or is on a slow connection: pictures then come as
 * their smallest copies. The server cannot know, so it renders full-size sources (false), and
 * hydration renders that same snapshot before the browser's answer is read: no mismatch.
 */
export const useLightImages = () => useSyncExternalStore(subscribe, wantsLight, () => false);
