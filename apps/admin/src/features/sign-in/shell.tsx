import type { ReactNode } from 'react';
import { FOUNDATION_NAME } from '../../components';
import { usePageTitle } from '../../lib/page-title';

/** The frame of every page before a session: sign-in, its code step, a reset, an invitation. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      <p className="font-display text-lg font-bold text-brand-800">{FOUNDATION_NAME}</p>
      <h1 className="mb-6 text-3xl font-bold text-ink">Back office</h1>
      {children}
    </main>
  );
}

/** The card a form sits in, headed by what it is for. */
export const formCard = 'space-y-4 rounded-lg border border-slate-300 bg-white p-6 shadow-sm';
