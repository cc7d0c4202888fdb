import { Link } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { termsSections } from '../features/learners/data/terms';
import { rich } from '../lib/rich';
import { href } from '../lib/routes';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/** /terms: what a learner agrees to when they make a free account, linked from the sign-up form. */
export default function TermsPage() {
  usePageMeta(m.learn_terms_title(), m.learn_terms_meta_description());
  return (
    <>
      <PageHero eyebrow={m.learn_terms_eyebrow()} title={m.learn_terms_title()}>
        {m.learn_terms_intro()}
      </PageHero>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <ol className="space-y-8">
          {termsSections.map((s, i) => (
            <li key={s.key} aria-labelledby={`terms-${s.key}`}>
              <h2 id={`terms-${s.key}`} className="text-2xl text-brand-800">
                <span aria-hidden="true" className="me-2 text-gold-600">
                  {i + 1}.
                </span>
                {s.heading()}
              </h2>
              <p className="mt-2 text-lg text-ink">{s.text()}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 border-t border-brand-100 pt-6 text-muted">
          {rich(m.learn_terms_questions, {
            contact: (
              <Link to={href('contact')} className="font-semibold text-brand-700 underline underline-offset-4">
                {m.learn_terms_contact_link()}
              </Link>
            ),
          })}
        </p>
      </article>
    </>
  );
}
