import { useSyncExternalStore } from 'react';
import { readToken } from './auth-storage';

/** Re-read every second as the spec's header does (spec point 4), and at once when another tab signs in or out. */
function subscribe(changed: () => void) {
  const id = window.setInterval(changed, 1000);
  window.addEventListener('storage', changed);
  return () => {
    window.clearInterval(id);
    window.removeEventListener('storage', changed);
  };
}

/**
 * The login state. The server renders every page signed out (the token lives in the browser's
 * storage): hydration starts from that too, then React re-renders with the stored token, so a
 * signed-in learner's header never mismatches the server's HTML.
 */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, () => readToken(), () => null);
}
