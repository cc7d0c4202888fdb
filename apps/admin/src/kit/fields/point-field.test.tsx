import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import L from 'leaflet';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
  it('loads the map on its own, named after the field, once a form with a point opens', async () => {
    signedIn();
    fakeApi({});
    renderKit('/places/new');
    // Leaflet is not in the app: the form shows first, the map when its file has come (first in
    // this file, before another test has loaded it).
    expect(await screen.findByText('Loading the map…')).toBeInTheDocument();
    const map = await screen.findByRole('application', { name: 'Map: click to place Location' });
    expect(map).toHaveClass('leaflet-container');
    expect(screen.queryByText('Loading the map…')).not.toBeInTheDocument();
  });

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
    await userEvent.click(screen.getByRole('button', { name: 'Create place' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/places/1'));
    expect(api.bodies[0]!.body).toEqual({ title: 'Mithi water point', latitude: 24.74, longitude: 69.8 });
  });

  it('sends the point a click on the map set, both numbers shown in their inputs', async () => {
    signedIn();
    const mapOf = watchMaps();
    const api = fakeApi({ 'POST /places': (_u, init) => json(201, { data: { id: 2, ...JSON.parse(String(init.body)) } }) });
    const router = renderKit('/places/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Tharparkar well');
    await screen.findByRole('application', { name: 'Map: click to place Location' });
    act(() => void mapOf().fire('click', { latlng: L.latLng(24.741234567, 69.80000049) }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(24.741235);
    expect(screen.getByLabelText('Longitude')).toHaveValue(69.8);
    await userEvent.click(screen.getByRole('button', { name: 'Create place' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/places/2'));
    expect(api.bodies[0]!.body).toEqual({ title: 'Tharparkar well', latitude: 24.741235, longitude: 69.8 });
  });

  it('moves the pin to typed numbers and brings it into view', async () => {
    signedIn();
    const mapOf = watchMaps();
    fakeApi({});
    renderKit('/places/new');
    await screen.findByRole('application', { name: 'Map: click to place Location' });
    const map = mapOf();
    expect(pinOf(map)).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Latitude'), '31.5204');
    // One number is not a point yet.
    expect(pinOf(map)).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Longitude'), '74.3587');
    expect(pinOf(map)!.getLatLng()).toMatchObject({ lat: 31.5204, lng: 74.3587 });
    // Panned to it, to the pixel at the country's zoom (from 30.4, 69.3).
    expect(map.getCenter().lat).toBeCloseTo(31.5204, 1);
    expect(map.getCenter().lng).toBeCloseTo(74.3587, 1);
  });

  it("places the point at the map's centre with the button, for a keyboard that panned there", async () => {
    signedIn();
    const mapOf = watchMaps();
    fakeApi({});
    renderKit('/places/new');
    const region = await screen.findByRole('application', { name: 'Map: click to place Location' });
    const map = mapOf();
    expect(map.getCenter().lat).toBeCloseTo(30.4, 1);
    expect(map.getCenter().lng).toBeCloseTo(69.3, 1);
    expect(map.getZoom()).toBe(5);
    region.focus();
    act(() => void map.setView([25.396, 68.37], 9));
    await userEvent.click(screen.getByRole('button', { name: "Place the point at the map's centre" }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(25.396);
    expect(screen.getByLabelText('Longitude')).toHaveValue(68.37);
    expect(pinOf(map)!.getLatLng()).toMatchObject({ lat: 25.396, lng: 68.37 });
    expect(screen.getByRole('status')).toHaveTextContent('Point placed at 25.396, 68.37.');
  });
});

/** Leaflet's map as the field made it: jsdom has no layout, so a click is fired on the map itself. */
function watchMaps() {
  const spy = vi.spyOn(L, 'map');
  return () => spy.mock.results.at(-1)!.value as L.Map;
}

function pinOf(map: L.Map) {
  let pin: L.Marker | undefined;
  map.eachLayer((layer) => {
    if (layer instanceof L.Marker) pin = layer;
  });
  return pin;
}
