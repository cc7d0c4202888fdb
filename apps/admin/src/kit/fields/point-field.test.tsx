import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/use-session';
import { json, signedIn } from '../../test/helpers';
import { resourceRoutes } from '../routes';
import { fakeApi } from '../test/fake-api';
import type { CollectionResource } from '../types';
import { ToastProvider } from '../ui/toast';

configure({ asyncUtilTimeout: 5000 });

/** A resource declared only here: the kit serves any declaration, not just the app's. */
const places: CollectionResource = {
  kind: 'collection',
  path: 'places',
  label: 'Places',
  one: 'place',
  columns: [{ name: 'title', label: 'Title' }],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'point', name: 'location', label: 'Location', latitude: 'latitude', longitude: 'longitude', required: true },
  ],
  title: (r) => String(r.title ?? ''),
};

function renderKit(path: string) {
  const router = createMemoryRouter([{ element: (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ), children: resourceRoutes([places]) }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('map point', () => {
  it('checks the ranges of latitude and longitude under each, then sends both as numbers', async () => {
    signedIn();
    const api = fakeApi({ 'POST /places': (_u, init) => json(201, { data: { id: 1, ...JSON.parse(String(init.body)) } }) });
    const router = renderKit('/places/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Mithi water point');
    const lat = screen.getByLabelText('Latitude');
    const lng = screen.getByLabelText('Longitude');
    await userEvent.type(lat, '95');
    await userEvent.type(lng, '69.8');
    await userEvent.click(screen.getByRole('button', { name: 'Create place' }));
    await waitFor(() => expect(lat).toHaveAccessibleDescription('-90 to 90 Latitude is between -90 and 90.'));
    expect(lng).not.toHaveAttribute('aria-invalid');
    expect(lat).toHaveFocus();
    expect(api.calls.some((c) => c.startsWith('POST'))).toBe(false);

    await userEvent.clear(lat);
    await userEvent.type(lat, '24.74');
    expect(screen.getByRole('link', { name: /Check this point on a map/ })).toHaveAttribute('href', expect.stringContaining('mlat=24.74&mlon=69.8'));
    await userEvent.click(screen.getByRole('button', { name: 'Create place' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/places/1'));
    expect(api.bodies[0]!.body).toEqual({ title: 'Mithi water point', latitude: 24.74, longitude: 69.8 });
  });
});
