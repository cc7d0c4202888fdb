import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { paths } from '@foundation/contract/routes';
import { Header } from './header';
import { Footer } from './footer';
import { endHydration } from '../../lib/hydration';
import { LearnerDialogs } from '../../features/learners/components/learner-dialogs';

// Toasts are only needed once something happens; keep sonner out of the first paint.
const Toaster = lazy(() => import('./toaster'));

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const bare = pathname === paths.login;

  // The page answers from here on: hydrated (or drawn) and listening. Browser tests wait for it.
  useEffect(() => {
    endHydration();
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);

  // Spec point 2: every navigation starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3">
        Skip to content
      </a>
      {!bare && <Header />}
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-500" />
      )}
      <main id="main">
        <Outlet />
      </main>
      {!bare && <Footer />}
      <Suspense>
        <Toaster />
      </Suspense>
      <LearnerDialogs />
    </>
  );
}
