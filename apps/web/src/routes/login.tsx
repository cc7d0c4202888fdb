import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { readToken } from '../lib/auth-storage';
import { AuthPanel } from '../features/learners/components/auth-panel';
import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { m } from '../paraglide/messages.js';

/** The arrow of the way back: it points to the start of the line, so it turns round in Urdu. */
const BACK_ARROW = '\u2190';

/** /login: the modal's form on a page of its own, without header and footer (spec point 2). */
export default function LoginPage() {
  const [, navigate] = useLocation();
  const head = shellHeads.login();
  usePageMeta(head.title, head.description, head);
  // Decided once: logging in here must show its own step 2, not turn into this notice.
  const [alreadyIn] = useState(() => Boolean(readToken()));
  return (
    <div className="grid min-h-dvh place-items-center bg-brand-800 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,.12)_1px,transparent_0)] bg-[length:22px_22px] px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <Link to={paths.home} className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            {BACK_ARROW}
          </span>{' '}
          {m.learn_login_back()}
        </Link>
        <h1 className="text-3xl text-brand-800">{m.learn_login_welcome()}</h1>
        <p className="mt-1 mb-6 text-muted">{m.learn_login_intro()}</p>
        {alreadyIn ? (
          <p className="rounded-xl bg-brand-50 p-4 text-brand-800">
            {m.learn_already_in()}{' '}
            <Link to={paths.courseListing} className="font-semibold underline">
              {m.learn_go_my_courses()}
            </Link>
          </p>
        ) : (
          <AuthPanel onDone={() => navigate(paths.courseListing)} />
        )}
      </div>
    </div>
  );
}
