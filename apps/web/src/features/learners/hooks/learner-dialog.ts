import { useSyncExternalStore } from 'react';

/**
 * Which learner dialog is open, shared by the header, every Enroll Now button and the 401
 * handler, so the site has exactly one of each dialog whoever opens it.
 */
export type LearnerDialog =
  | { kind: 'none' }
  | { kind: 'auth'; courseId?: number }
  | { kind: 'enrol'; courseId: number };

let state: LearnerDialog = { kind: 'none' };
const listeners = new Set<() => void>();

function set(next: LearnerDialog) {
  state = next;
  for (const l of listeners) l();
}

export const learnerDialog = {
  /** The "Course Registration Form", in login mode, optionally for one course. */
  openAuth: (courseId?: number) => set({ kind: 'auth', courseId }),
  openEnrol: (courseId: number) => set({ kind: 'enrol', courseId }),
  close: () => set({ kind: 'none' }),
  get: () => state,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLearnerDialog = () => useSyncExternalStore(subscribe, learnerDialog.get, learnerDialog.get);

/** Starts downloading the dialogs' code when a visitor shows intent (hover, focus). */
export const preloadAuthDialog = () => void import('../components/auth-dialog');
export const preloadEnrolDialog = () => void import('../components/enrol-dialog');
