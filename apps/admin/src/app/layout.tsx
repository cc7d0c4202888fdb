import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { FOUNDATION_NAME, cx, ui } from '../components';
import { SignIn } from '../features/sign-in/sign-in';
import { ToastProvider } from '../kit/ui/toast';
import { useSession } from '../lib/use-session';
import { Navigation, RoleGate } from './navigation';

/** Every screen but sign-in: the header, then the page. Without a session, any address shows sign-in. */
export function Layout() {
  const { session, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!session) return <SignIn />;
  return (
    <>
      <a href="#main" className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10">
        Skip to content
      </a>
      <header className="border-b-4 border-gold-500 bg-brand-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <Link to="/" className="font-display text-lg font-bold text-white hover:underline">
            {FOUNDATION_NAME} <span className="font-sans text-sm font-normal text-brand-100">Back office</span>
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              Signed in as <strong>{session.staff.name}</strong>
            </span>
            <Link to="/account" className="font-semibold text-white underline underline-offset-2 hover:text-brand-100">
              Your account
            </Link>
            <button
              type="button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void signOut();
              }}
              className={cx(ui.button, 'border border-white px-3 py-1 text-white hover:bg-brand-900')}
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <ToastProvider>
        <div className="mx-auto max-w-7xl gap-8 px-4 py-4 lg:flex lg:py-6">
          <Navigation />
          <main id="main" tabIndex={-1} className="min-w-0 grow py-4 lg:py-0">
            <RoleGate>
              <Outlet />
            </RoleGate>
          </main>
        </div>
      </ToastProvider>
    </>
  );
}
