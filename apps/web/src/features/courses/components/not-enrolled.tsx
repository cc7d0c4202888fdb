import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { m } from '../../../paraglide/messages.js';

/** A learner page for a course that does not exist or that this learner has not joined. */
export function NotEnrolled() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl text-brand-800">{m.learn_not_enrolled_title()}</h1>
      <p className="mt-3 text-muted">{m.learn_not_enrolled_text()}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.courseListing} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          {m.learn_my_courses()}
        </Link>
        <Link to={paths.education} className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          {m.learn_browse_courses()}
        </Link>
      </div>
    </section>
  );
}
