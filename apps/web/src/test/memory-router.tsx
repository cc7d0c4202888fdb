import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

type Navigation = { to: string; replace: boolean };

/**
 * A router held in memory for component tests, starting at `url`: the app's wouter with an address
 * that tests can read (where a page sent the visitor, and whether it replaced the history entry).
 */
export function createTestRouter(url = '/') {
  const memory = memoryLocation({ path: url, record: true });
  const navigations: Navigation[] = [];
  const hook = () => {
    const [path, navigate] = memory.hook();
    const go = (to: string, options?: { replace?: boolean }) => {
      navigations.push({ to, replace: Boolean(options?.replace) });
      navigate(to, options);
    };
    return [path, go] as ReturnType<typeof memory.hook>;
  };
  const location = () => {
    const [pathname = '/', search] = memory.history.at(-1)!.split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };
  const Provider = ({ children }: { children: ReactNode }) => (
    <Router hook={hook} searchHook={memory.searchHook}>
      {children}
    </Router>
  );
  return { Provider, location, lastNavigation: () => navigations.at(-1) };
}

/** `ui` at `pattern` (anything by default), other pages at their paths, and "Elsewhere" beyond. */
export function TestRoutes({ ui, pattern = '*', others = {}, elsewhere = <p>Elsewhere</p> }: { ui: ReactNode; pattern?: string | string[]; others?: Record<string, ReactNode>; elsewhere?: ReactNode }) {
  return (
    <Switch>
      {Object.entries(others).map(([path, page]) => (
        <Route key={path} path={path}>
          {page}
        </Route>
      ))}
      {[pattern].flat().map((path) => (
        <Route key={path} path={path}>
          {ui}
        </Route>
      ))}
      <Route>{elsewhere}</Route>
    </Switch>
  );
}
