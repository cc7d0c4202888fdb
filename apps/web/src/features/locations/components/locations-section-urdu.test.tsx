import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '@foundation/contract/locations';
import { setLocaleSource } from '../../../lib/locale';
import { mockApi, renderWithProviders } from '../../../test/render';
import { LocationsSection } from './locations-section';

const centres: Location[] = [
  { id: 1, lat: 33.68, lng: 73.05, title: 'Islamabad office', descriptions: 'Publishing house', color: '#c9a227' },
  { id: 2, lat: 24.86, lng: 67.0, title: 'کراچی گودام', descriptions: 'رمضان سے پہلے راشن', color: '#0b5d3b' },
];

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the map of centres in Urdu', () => {
  it('names the section, the list and the map in Urdu', async () => {
    mockApi({ getLocations: { data: centres } });
    renderWithProviders(<LocationsSection />);
    expect(screen.getByRole('heading', { name: 'پاکستان بھر میں ہمارے مراکز اور منصوبے' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'ہمارے مراکز' });
    expect(within(list).getByText('Islamabad office')).toHaveAttribute('lang', 'en');
    expect(within(list).getByText('کراچی گودام')).not.toHaveAttribute('lang');
    expect(screen.getByText('نقشہ tile.openstreetmap.org سے لوڈ ہوتا ہے۔')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'نقشہ دکھائیں' }));
    const map = await screen.findByRole('region', { name: 'ہمارے مراکز کا نقشہ' });
    expect(within(map).getByRole('button', { name: 'قریب کریں' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'دور کریں' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Centres and projects|Show the map|The map loads from/);
  });
});
