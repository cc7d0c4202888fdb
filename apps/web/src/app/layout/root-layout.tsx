import { Suspense, lazy, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { usePageLoading } from '../navigation';
import { Header } from './header';
import { Footer } from './footer';
import { toastsWanted } from '../../lib/toast';
import { LearnerDialogs } from '../../features/learners/components/learner-dialogs';
import { m } from '../../paraglide/messages.js';

// Toasts are only needed once something happens: sonner loads with the first one (lib/toast.ts).
const Toaster = lazy(() => import('./toaster'));

export function RootLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const loading = usePageLoading();
  const bare = pathname === paths.login;
  const toasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.current, toastsWanted.onServer);

  // The page answers from here on: hydrated (or drawn) and listening. Browser tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);

  // Spec point 2: every navigation starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        {m.site_skip_to_content()}
      </a>
      {!bare && <Header />}
      {loading && (
        <div role="progressbar" aria-label={m.site_loading_page()} className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-500" />
      )}
      <main id="main">
        {children}
      </main>
      {!bare && <Footer />}
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
      <LearnerDialogs />
    </>
  );
}
