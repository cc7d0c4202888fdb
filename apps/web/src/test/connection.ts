import { onTestFinished } from 'vitest';

type Network = { saveData?: boolean; effectiveType?: string };

/**
 * A browser's `navigator.connection` (Android's Chrome has one; jsdom does not), for one test:
 * `change()` alters it as a phone moving from Wi-Fi to a slow network would.
 */
export function stubConnection(initial: Network) {
  const connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '4g', ...initial });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  onTestFinished(() => {
    delete (navigator as { connection?: unknown }).connection;
  });
  return {
    change(next: Network) {
      Object.assign(connection, next);
      connection.dispatchEvent(new Event('change'));
    },
  };
}
