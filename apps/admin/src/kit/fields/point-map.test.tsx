import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import PointMap, { MAP_ZOOM, POINT_ZOOM } from './point-map';

/** Leaflet's map as the component made it: jsdom has no layout, so clicks are fired on it. */
function watchMaps() {
  const spy = vi.spyOn(L, 'map');
  return () => spy.mock.results.at(-1)!.value as L.Map;
}

function markerOf(map: L.Map) {
  let found: L.Marker | undefined;
  map.eachLayer((layer) => {
    if (layer instanceof L.Marker) found = layer;
  });
  return found;
}

function Harness({ start, busy = false, onPick }: { start?: [number, number]; busy?: boolean; onPick?: (lat: number, lng: number) => void }) {
  const [point, setPoint] = useState<[unknown, unknown]>(start ?? [null, null]);
  return (
    <>
      <span data-testid="value">{point.join(' ')}</span>
      <PointMap
        label="Place on the map"
        lat={point[0]}
        lng={point[1]}
        busy={busy}
        onPick={(lat, lng) => {
          onPick?.(lat, lng);
          setPoint([lat, lng]);
        }}
      />
    </>
  );
}

describe('the point map', () => {
  it('is named after the field and described, and opens on Pakistan with no point yet', () => {
    const mapOf = watchMaps();
    render(<Harness />);
    const region = screen.getByRole('application', { name: 'Map: click to place Place on the map' });
    expect(region).toHaveAccessibleDescription(/arrow keys/);
    // Leaflet's keyboard handler makes it a tab stop, so the arrow keys pan it.
    expect(region).toHaveAttribute('tabindex', '0');
    const map = mapOf();
    expect(map.getCenter().lat).toBeCloseTo(30.4, 1);
    expect(map.getCenter().lng).toBeCloseTo(69.3, 1);
    expect(map.getZoom()).toBe(MAP_ZOOM);
    expect(markerOf(map)).toBeUndefined();
  });

  it('opens on the point, with the pin on it', () => {
    const mapOf = watchMaps();
    render(<Harness start={[24.86, 67.0]} />);
    const map = mapOf();
    expect(map.getCenter()).toMatchObject({ lat: 24.86, lng: 67 });
    expect(map.getZoom()).toBe(POINT_ZOOM);
    expect(markerOf(map)!.getLatLng()).toMatchObject({ lat: 24.86, lng: 67 });
  });

  it('sets the point where the map is clicked, rounded to 6 decimals, and says so; the view stays put', () => {
    const mapOf = watchMaps();
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const map = mapOf();
    act(() => void map.fire('click', { latlng: L.latLng(24.741234567, 69.80000049) }));
    expect(onPick).toHaveBeenCalledWith(24.741235, 69.8);
    expect(screen.getByTestId('value')).toHaveTextContent('24.741235 69.8');
    expect(markerOf(map)!.getLatLng()).toMatchObject({ lat: 24.741235, lng: 69.8 });
    expect(screen.getByRole('status')).toHaveTextContent('Point placed at 24.741235, 69.8.');
    // A click is where the person looks: the map does not jump to it.
    expect(map.getCenter().lat).toBeCloseTo(30.3753, 4);
  });

  it('sets the point where the pin is dropped, a longitude past 180 brought back into range', () => {
    const mapOf = watchMaps();
    const onPick = vi.fn();
    render(<Harness start={[24.86, 67.0]} onPick={onPick} />);
    const pin = markerOf(mapOf())!;
    act(() => {
      pin.setLatLng([10.1234567, 190.5]);
      pin.fire('dragend');
    });
    expect(onPick).toHaveBeenCalledWith(10.123457, -169.5);
    expect(screen.getByTestId('value')).toHaveTextContent('10.123457 -169.5');
  });

  it('places the point at the centre the keyboard panned to', async () => {
    const mapOf = watchMaps();
    render(<Harness />);
    const map = mapOf();
    act(() => void map.setView([25.396, 68.37], 10));
    await userEvent.click(screen.getByRole('button', { name: "Place the point at the map's centre" }));
    expect(screen.getByTestId('value')).toHaveTextContent('25.396 68.37');
    expect(markerOf(map)!.getLatLng()).toMatchObject({ lat: 25.396, lng: 68.37 });
  });

  it('moves the pin to a point set elsewhere and brings it into view; drops it for a value out of range', () => {
    const mapOf = watchMaps();
    const { rerender } = render(<PointMap label="Point" lat={24.86} lng={67} busy={false} onPick={() => {}} />);
    const map = mapOf();
    rerender(<PointMap label="Point" lat={31.5204} lng={74.3587} busy={false} onPick={() => {}} />);
    expect(markerOf(map)!.getLatLng()).toMatchObject({ lat: 31.5204, lng: 74.3587 });
    expect(map.getCenter().lat).toBeCloseTo(31.5204, 4);
    expect(map.getCenter().lng).toBeCloseTo(74.3587, 4);
    rerender(<PointMap label="Point" lat={95} lng={74.3587} busy={false} onPick={() => {}} />);
    expect(markerOf(map)).toBeUndefined();
    rerender(<PointMap label="Point" lat={null} lng={74.3587} busy={false} onPick={() => {}} />);
    expect(markerOf(map)).toBeUndefined();
  });

  it('changes nothing while the form saves', () => {
    const mapOf = watchMaps();
    const onPick = vi.fn();
    render(<Harness start={[24.86, 67.0]} busy onPick={onPick} />);
    const map = mapOf();
    act(() => void map.fire('click', { latlng: L.latLng(20, 70) }));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "Place the point at the map's centre" })).toBeDisabled();
    expect(markerOf(map)!.dragging!.enabled()).toBe(false);
  });
});
