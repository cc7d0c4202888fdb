import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlaylistsResponse } from '@foundation/contract/media';
import { mockApi, renderWithProviders } from '../../../test/render';
import { requestsElsewhere } from '../../../test/other-hosts';
import { PlaylistsSection } from './playlists-section';

const channel = { id: 3, playlist_id: 'PLkhutbat', playlist_title: 'Friday Sermons', stitle: 'Khutbat' };
const videos = ['Honesty in Trade', 'Caring for Parents'].map((title, position) => ({ snippet: { resourceId: { videoId: `vid0000000${position}` }, title, position } }));
const playlists: PlaylistsResponse = { status: true, youtubeChannelLists: [channel], playlist: { ...channel, videos }, lastestPlaylists: { id: 3 } };

describe('the media page’s playlists', () => {
  it('show every video as a poster with its still from our own origin, and ask YouTube for nothing', async () => {
    const fetch = mockApi({ 'getPlaylists/0': playlists });
    renderWithProviders(<PlaylistsSection />);
    const list = await screen.findByRole('list', { name: 'Videos in Friday Sermons' });
    expect([...list.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/api/thumbnails/youtube/vid00000000', '/api/thumbnails/youtube/vid00000001']);
    expect(screen.getByRole('button', { name: /^Play video: ?Caring for Parents$/ })).toBeInTheDocument();
    expect(requestsElsewhere()).toEqual([]);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), location.href).origin)).toEqual([location.origin]);
  });
});
