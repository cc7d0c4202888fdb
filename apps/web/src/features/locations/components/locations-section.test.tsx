import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Location } from '@foundation/contract/locations';
import { mockApi, renderWithProviders } from '../../../test/render';
import { requestsElsewhere } from '../../../test/other-hosts';
import { LocationsSection } from './locations-section';

const centres: Location[] = [
  { id: 1, lat: 33.68, lng: 73.05, title: 'Islamabad office', descriptions: 'Publishing house', color: '#c9a227' },
  { id: 2, lat: 24.86, lng: 67.0, title: 'Karachi warehouse', descriptions: 'Rations before Ramadan', color: '#0b5d3b' },
];

describe('the map of centres', () => {
  it('lists the centres in words and draws them, loading neither the map nor its tiles until asked', async () => {
    mockApi({ getLocations: { data: centres } });
    renderWithProviders(<LocationsSection />);
    const list = await screen.findByRole('list', { name: 'Our centres' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Islamabad officePublishing house', 'Karachi warehouseRations before Ramadan']);
    expect(document.querySelectorAll('svg circle')).toHaveLength(2);
    expect(screen.getByText('The map loads from tile.openstreetmap.org.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of our centres' })).toBeNull();
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(requestsElsewhere()).toEqual([]);
  });

  it('shows the map with a marker for every centre when the visitor asks, and gives it the focus', async () => {
    mockApi({ getLocations: { data: centres } });
    renderWithProviders(<LocationsSection />);
    await screen.findByRole('list', { name: 'Our centres' });
    await userEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    const map = await screen.findByRole('region', { name: 'Map of our centres' });
    expect(await within(map).findByRole('button', { name: 'Islamabad office' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Karachi warehouse' })).toBeInTheDocument();
    expect(map).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });
});
