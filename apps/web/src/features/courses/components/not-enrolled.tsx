import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';

/** A learner page for a course that does not exist or that this learner has not joined. */
export function NotEnrolled() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl text-brand-800">This course is not in your list</h1>
      <p className="mt-3 text-muted">It may have been removed, or you have not enrolled in it yet. Your own courses are one click away.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.courseListing} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          My Courses
        </Link>
        <Link to={paths.education} className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          Browse courses
        </Link>
      </div>
    </section>
  );
}
