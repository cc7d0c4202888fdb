import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { locationMessages } from '@foundation/contract/admin/locations';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi } from '../../kit/test/fake-api';

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('map locations', () => {
  it('says under the colour and the point what the contract refuses, then sends the point as lat and lng', async () => {
    signedIn();
    const api = fakeApi({ 'POST /locations': (_u, init) => json(201, { data: { id: 3, ...(JSON.parse(String(init.body)) as object) } }) });
    const { router } = renderApp('/locations/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Hyderabad Centre');
    const colour = screen.getByLabelText(/^Colour/);
    await userEvent.clear(colour);
    await userEvent.type(colour, 'green');
    const lat = screen.getByLabelText('Latitude');
    const lng = screen.getByLabelText('Longitude');
    await userEvent.type(lat, '95');
    await userEvent.type(lng, '68.37');
    await userEvent.click(screen.getByRole('button', { name: 'Create location' }));

    await waitFor(() => expect(colour).toHaveAccessibleDescription(expect.stringContaining(locationMessages.color('Colour'))));
    expect(lat).toHaveAccessibleDescription(expect.stringContaining(locationMessages.coordinate('Latitude', 90)));
    expect(lng).not.toHaveAttribute('aria-invalid');
    expect(api.calls.some((c) => c.startsWith('POST'))).toBe(false);

    await userEvent.clear(colour);
    await userEvent.type(colour, '#1F6F78');
    await userEvent.clear(lat);
    await userEvent.type(lat, '25.396');
    // The map (its own file) picks the point too; the typed one is what is sent.
    expect(await screen.findByRole('application', { name: 'Map: click to place Place on the map' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations/3'));
    expect(api.bodies[0]!.body).toEqual({ title: 'Hyderabad Centre', color: '#1F6F78', published: false, lat: 25.396, lng: 68.37, descriptions: '' });
  }, 30_000);
});
