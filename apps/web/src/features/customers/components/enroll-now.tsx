/** Enroll Now for a course: the learner feature opens the login modal or the confirmation dialog. */
export function EnrollNow({ courseId }: { courseId: number }) {
  return (
    <button type="button" data-course-id={courseId} className="w-full rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
      Enroll Now
    </button>
  );
}
