import { useSyncExternalStore } from 'react';

/** Local storage keys of spec point 3, the only place they are spelled. */
export const storageKeys = {
  token: 'token',
  tokenExpireDate: 'tokenExpireDate',
  billingInfo: 'billing_info',
  currentLesson: 'current_lesson',
  bookImage: (id: number | string) => `book_image_${id}`,
  courseImage: (id: number | string) => `course_image_${id}`,
  campaignImage: (id: number | string) => `compaign_image_${id}`,
} as const;

/** Storage can be unavailable (private mode, quota): the site carries on without it. */
export const store = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* ignored: nothing depends on it surviving */
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* ignored */
    }
  },
};

const onStorage = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};

/**
 * A stored value read while rendering. The server has no storage: it renders without the value,
 * hydration starts from that too, and React then re-renders with what this browser kept.
 */
export const useStored = (key: string | null) => useSyncExternalStore(onStorage, () => (key ? store.get(key) : null), () => null);
