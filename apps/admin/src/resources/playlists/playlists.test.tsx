import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playlistMessages } from '@foundation/contract/admin/playlists';
import { messages } from '@foundation/contract/common';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi } from '../../kit/test/fake-api';

const ID = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

const saved = (over: Record<string, unknown> = {}) => ({
  id: 8,
  playlist_id: ID,
  playlist_title: 'Friday Khutbat',
  stitle: '',
  videos: 0,
  position: 3,
  published: false,
  updated_at: '2026-03-01T10:00:00Z',
  created_at: '2026-03-01T10:00:00Z',
  ...over,
});

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

const playlistId = () => screen.getByLabelText(/^Playlist id/);

describe('playlists', () => {
  it('says what a playlist id looks like before sending, and takes a pasted YouTube address', async () => {
    signedIn();
    const api = fakeApi({
      'POST /playlists': () => json(201, { data: saved() }),
      'GET /playlists/8': () => json(200, { data: saved() }),
    });
    renderApp('/playlists/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Friday Khutbat');
    await userEvent.type(playlistId(), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Create playlist' }));
    expect(await screen.findAllByText(playlistMessages.playlistId)).not.toHaveLength(0);
    expect(playlistId()).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies).toEqual([]);

    await userEvent.clear(playlistId());
    await userEvent.type(playlistId(), `https://www.youtube.com/playlist?list=${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Create playlist' }));
    expect(await screen.findByText('Playlist created.')).toBeInTheDocument();
    // The API takes the id out of the address; the form then shows what was saved.
    expect(api.bodies[0]).toEqual({
      call: 'POST /api/admin/playlists',
      body: { playlist_id: `https://www.youtube.com/playlist?list=${ID}`, playlist_title: 'Friday Khutbat', stitle: '', published: false },
    });
    await waitFor(() => expect(playlistId()).toHaveValue(ID));
  }, 20_000);

  it('shows the API’s refusal of a duplicate under the playlist id', async () => {
    signedIn();
    const taken = playlistMessages.taken('Weekly Zikr Gatherings');
    fakeApi({ 'POST /playlists': () => json(422, { message: messages.invalidData, errors: { playlist_id: [taken] } }) });
    renderApp('/playlists/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Zikr again');
    await userEvent.type(playlistId(), ID);
    await userEvent.click(screen.getByRole('button', { name: 'Create playlist' }));
    expect(await screen.findAllByText(taken)).not.toHaveLength(0);
    expect(playlistId()).toHaveAccessibleDescription(expect.stringContaining(taken));
  }, 20_000);
});
