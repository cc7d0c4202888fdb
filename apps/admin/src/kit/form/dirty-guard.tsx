import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { kitMessages } from '../messages';
import { ConfirmDialog } from '../ui/dialog';

/**
 * Unsaved changes are not lost by a click elsewhere in the back office (the router's blocker asks
 * first) nor by closing or reloading the tab (the browser's own beforeunload question).
 * `dirty` is a ref: a save that navigates reads it at that moment, not at the last render.
 */
export function DirtyGuard({ dirty, active }: { dirty: RefObject<boolean>; active: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers still need a returnValue to ask.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={kitMessages.leaveTitle}
      body={<p>{kitMessages.leaveBody}</p>}
      cancel={kitMessages.stay}
      confirm={kitMessages.leave}
      danger
      onCancel={() => blocker.reset()}
      onConfirm={() => blocker.proceed()}
    />
  );
}
