import { Component, createElement, use, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RequireToken } from './layout/require-token';
import { loaded, notFound, pages, preload, type Load } from './pages';

/**
 * The site's pages on wouter (decision 23): a few kilobytes where react-router's data router was
 * twenty-six, which a phone's first visit cannot spare. What the data router gave us is kept here:
 * each page is its own chunk, a link to a page not yet loaded waits for its code with the loading
 * bar while the page on screen stays, and a page that fails shows RouteError.
 */
/**
 * Renders a page's component, waiting (Suspense) only if its code has not yet arrived. Loaded, it
 * renders at once: hydration and a link's navigation (which loaded it first) never suspend. The
 * component is the module's own export, the same on every render, so nothing remounts.
 */
function LazyPage({ load }: { load: Load }) {
  if (!loaded.has(load)) use(preload(load));
  return createElement(loaded.get(load)!);
}

/** A crashed page, or one whose code could not load: RouteError, never a blank screen. */
class PageErrorBoundary extends Component<{ children: ReactNode; pathname: string }, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  // Another page is a fresh start.
  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }
  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function Pages() {
  const [pathname] = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Switch>
        {[...pages, notFound].map(({ path, load, learner }) => (
          <Route key={path} path={path}>
            {learner ? (
              <RequireToken>
                <LazyPage load={load} />
              </RequireToken>
            ) : (
              <LazyPage load={load} />
            )}
          </Route>
        ))}
      </Switch>
    </PageErrorBoundary>
  );
}

/** The whole site: the layout around the page the address names. */
export function App() {
  return (
    <RootLayout>
      <Pages />
    </RootLayout>
  );
}
