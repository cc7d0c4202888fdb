import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';
import { ResetPasswordForm } from '../features/learners/components/reset-password-form';

/** /resetPassword#token=…: where a learner's reset link leads. Kept out of search results. */
export default function ResetPasswordPage() {
  usePageMeta(m.learn_reset_title(), m.learn_reset_meta_description(), { noindex: true });
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-3xl text-brand-800">{m.learn_reset_title()}</h1>
        <ResetPasswordForm />
      </div>
    </section>
  );
}
