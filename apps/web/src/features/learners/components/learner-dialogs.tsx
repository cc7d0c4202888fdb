import { Suspense, lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UNAUTHORIZED_EVENT } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { notify } from '../../../lib/toast';
import { m } from '../../../paraglide/messages.js';
import { endSession } from '../lib/session';
import { getMyCoursesQueryOptions } from '../api/get-my-courses';
import { learnerDialog, useLearnerDialog } from '../hooks/learner-dialog';
import type { AuthResult } from './auth-panel';

const AuthDialog = lazy(() => import('./auth-dialog'));
const EnrolDialog = lazy(() => import('./enrol-dialog'));

/**
 * The one place the learner dialogs live (mounted once by the layout). It also answers a 401
 * from any bearer call: the stored session is dropped and the login is offered.
 */
export function LearnerDialogs() {
  const dialog = useLearnerDialog();
  const queryClient = useQueryClient();

  useEffect(() => {
    const onUnauthorized = () => {
      // A logout clears the token before it calls the server; its 401 needs no login prompt.
      if (!readToken()) return;
      endSession(queryClient);
      learnerDialog.openAuth();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [queryClient]);

  /**
   * After logging in from a course's Enroll Now, the learner expects to carry on enrolling: the
   * confirmation dialog opens (prefilled), unless they are already in that course.
   */
  const afterAuth = async (courseId: number | undefined, result?: AuthResult) => {
    learnerDialog.close();
    const token = readToken();
    if (result !== 'login' || courseId === undefined || !token) return;
    const mine = await queryClient.fetchQuery(getMyCoursesQueryOptions(token)).catch(() => []);
    // The contract's learnerMessages.alreadyEnrolled, from the catalogue itself: the layout, on every
    // first visit, carries no map of the contract's messages (lib/localize-message).
    if (mine.some((e) => e.course.id === courseId)) notify.success(m.site_v_already_enrolled());
    else learnerDialog.openEnrol(courseId);
  };

  return (
    <Suspense fallback={null}>
      {dialog.kind === 'auth' && <AuthDialog courseId={dialog.courseId} onClose={(result) => void afterAuth(dialog.courseId, result)} />}
      {dialog.kind === 'enrol' && <EnrolDialog courseId={dialog.courseId} onClose={learnerDialog.close} />}
    </Suspense>
  );
}
