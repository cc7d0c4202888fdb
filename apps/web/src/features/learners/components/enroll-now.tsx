import { Link } from 'wouter';
import { useToken } from '../../../lib/use-token';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { useMyCourses } from '../api/get-my-courses';
import { learnerDialog, preloadAuthDialog, preloadEnrolDialog } from '../hooks/learner-dialog';

const look = 'block w-full rounded-full bg-gold-500 px-6 py-3 text-center font-semibold text-brand-900 hover:bg-gold-400';

/**
 * Enroll Now for a course (spec point 4): logged out it opens the registration modal for this
 * course, logged in the confirmation dialog; a learner already enrolled goes to the lessons.
 */
export function EnrollNow({ courseId }: { courseId: number }) {
  const token = useToken();
  const { data: mine } = useMyCourses();
  if (token && mine?.some((e) => e.course.id === courseId)) {
    return (
      <Link to={href('lessons', { id: courseId })} className={look}>
        {m.learn_continue_learning()}
      </Link>
    );
  }
  const preload = token ? preloadEnrolDialog : preloadAuthDialog;
  return (
    <button
      type="button"
      className={look}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => (token ? learnerDialog.openEnrol(courseId) : learnerDialog.openAuth(courseId))}
    >
      {m.learn_enroll_now()}
    </button>
  );
}
