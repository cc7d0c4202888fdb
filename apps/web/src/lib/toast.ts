import { m } from '../paraglide/messages.js';

/**
 * Toasts of spec point 8: a title and a message; 5 s, a further second while hovered.
 *
 * Most visits never show one, so sonner and the Toaster load with the first toast asked for, not
 * with the page: the layout mounts the Toaster once `toastsWanted` turns true, and the toasts asked
 * before it was ready are shown as soon as it is.
 */
export type Toast = { kind: 'success' | 'error'; title: string; message: string };

const waiting: Toast[] = [];
const listeners = new Set<() => void>();
let display: ((toast: Toast) => void) | null = null;

function send(toast: Toast) {
  if (display) return display(toast);
  waiting.push(toast);
  for (const listener of listeners) listener();
}

export const notify = {
  success: (message: string, title: string = m.site_toast_success()) => send({ kind: 'success', title, message }),
  error: (message: string, title: string = m.site_toast_error()) => send({ kind: 'error', title, message }),
};

/** For useSyncExternalStore: whether any toast has been asked for yet. */
export const toastsWanted = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => display !== null || waiting.length > 0,
  onServer: () => false,
};

/** The mounted Toaster shows the toasts asked before it was ready, then every later one. */
export function attachToaster(show: (toast: Toast) => void) {
  display = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    if (display === show) display = null;
  };
}
