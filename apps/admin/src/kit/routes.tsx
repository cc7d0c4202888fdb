import type { RouteObject } from 'react-router';
import { CreatePage, EditRoute, SingletonPage } from './form/pages';
import { ListPage } from './list/list-page';
import type { Resource } from './types';

/** The routes of every declared resource: a list, a new form and an edit form; or one page. */
export function resourceRoutes(resources: Resource[]): RouteObject[] {
  return resources.map((r): RouteObject => {
    switch (r.kind) {
      case 'collection':
        return {
          path: r.path,
          children: [
            { index: true, element: <ListPage key={r.path} resource={r} /> },
            // Records visitors send (contact messages) have no new form: /new is then no page.
            ...(r.canCreate === false ? [] : [{ path: 'new', element: <CreatePage key={`${r.path}-new`} resource={r} /> }]),
            { path: ':id', element: <EditRoute resource={r} /> },
          ],
        };
      case 'singleton':
        return { path: r.path, element: <SingletonPage resource={r} /> };
      case 'page':
        return { path: r.path, element: r.element };
    }
  });
}
