import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { fakeEnv, startFakePlatforms, type FakePlatforms } from './fake-platforms.ts';
import { insertPlaylist, storedTitles } from './media-fixtures.ts';

/** getPlaylists/{id}: the stored copy of each playlist, refreshed from a fake YouTube. */
let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake.close());

const HOUR_AGO = new Date(Date.now() - 60 * 60_000);
const titlesOf = (body: { playlist: { videos: { snippet: { title: string } }[] } }) => body.playlist.videos.map((v) => v.snippet.title);

describe('getPlaylists without a YouTube key', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an empty site with no playlist rather than an error', async () => {
    const res = await t.app.inject('/api/getPlaylists/0');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, youtubeChannelLists: [], playlist: null, lastestPlaylists: null });
  });

  it('gives the latest playlist for id 0, any other by id, and 404 for one that does not exist', async () => {
    const khutbat = await insertPlaylist(t.database.db, 'PL-khutbat', 'Friday Khutbat', ['Khutbah on Mercy', 'Khutbah on Patience'], HOUR_AGO);
    const zikr = await insertPlaylist(t.database.db, 'PL-zikr', 'Weekly Zikr Gatherings', ['Zikr Night 1']);
    const latest = (await t.app.inject('/api/getPlaylists/0')).json();
    expect(latest.youtubeChannelLists).toEqual([
      { id: khutbat.id, playlist_id: 'PL-khutbat', playlist_title: 'Friday Khutbat', stitle: 'Friday Khutbat (short)' },
      { id: zikr.id, playlist_id: 'PL-zikr', playlist_title: 'Weekly Zikr Gatherings', stitle: 'Weekly Zikr Gatherings (short)' },
    ]);
    expect(latest.lastestPlaylists).toEqual({ id: zikr.id });
    expect(latest.playlist).toMatchObject({ id: zikr.id, playlist_id: 'PL-zikr' });
    expect(latest.playlist.videos).toEqual([{ snippet: { resourceId: { videoId: 'stored00000' }, title: 'Zikr Night 1', position: 0 } }]);
    // An old copy is still served: without a key there is nothing to refresh it from.
    expect(titlesOf((await t.app.inject(`/api/getPlaylists/${khutbat.id}`)).json())).toEqual(['Khutbah on Mercy', 'Khutbah on Patience']);
    for (const id of ['999', 'abc', '-1']) {
      const res = await t.app.inject(`/api/getPlaylists/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });
});

describe('getPlaylists with YouTube', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Short enough that closing does not wait long on the fake that never answers.
    t = await createTestApp({ env: fakeEnv(fake, 2000) });
  });
  afterAll(() => t.close());

  it('fetches a playlist with no stored copy from YouTube, stores it, and skips deleted videos', async () => {
    const p = await insertPlaylist(t.database.db, 'PL-ok', 'Dars-e-Quran', []);
    const body = (await t.app.inject(`/api/getPlaylists/${p.id}`)).json();
    expect(body.playlist.videos).toEqual([
      { snippet: { resourceId: { videoId: 'fresh000001' }, title: 'Dars-e-Quran: Surah Al-Asr', position: 0 } },
      { snippet: { resourceId: { videoId: 'fresh000002' }, title: 'The Etiquette of Zikr', position: 1 } },
    ]);
    expect(await storedTitles(t.database.db, p.id)).toEqual(['Dars-e-Quran: Surah Al-Asr', 'The Etiquette of Zikr']);
    const { query } = fake.requests.find((r) => r.key === 'playlistItems:PL-ok')!;
    expect(Object.fromEntries(query)).toEqual({ part: 'snippet', playlistId: 'PL-ok', maxResults: '50', key: 'test-youtube-key' });
    // A fresh copy is not asked for again.
    await t.app.inject(`/api/getPlaylists/${p.id}`);
    expect(fake.count('playlistItems:PL-ok')).toBe(1);
  });

  it('serves the stored copy while YouTube is down or silent, and tries again at most once a minute', async () => {
    for (const id of ['PL-down-error', 'PL-slow-hang']) {
      const p = await insertPlaylist(t.database.db, id, 'Archive', ['Stored talk'], HOUR_AGO);
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject(`/api/getPlaylists/${p.id}`);
        expect(res.statusCode).toBe(200);
        expect(titlesOf(res.json())).toEqual(['Stored talk']);
      }
      await vi.waitFor(() => expect(fake.count(`playlistItems:${id}`)).toBe(1), { timeout: 5000 });
      expect(await storedTitles(t.database.db, p.id)).toEqual(['Stored talk']);
    }
  });

  it('answers a playlist with no copy and a YouTube that is down with an empty list, not an error', async () => {
    const p = await insertPlaylist(t.database.db, 'PL-new-error', 'New', []);
    const res = await t.app.inject(`/api/getPlaylists/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().playlist.videos).toEqual([]);
  });

  it('refreshes a stale copy in the background while serving it', async () => {
    fake.playlist = [{ videoId: 'newer000001', title: 'A New Talk' }];
    const p = await insertPlaylist(t.database.db, 'PL-stale-ok', 'Stale', ['Old talk'], HOUR_AGO);
    expect(titlesOf((await t.app.inject(`/api/getPlaylists/${p.id}`)).json())).toEqual(['Old talk']);
    await vi.waitFor(async () => expect(await storedTitles(t.database.db, p.id)).toEqual(['A New Talk']), { timeout: 5000 });
    expect(titlesOf((await t.app.inject(`/api/getPlaylists/${p.id}`)).json())).toEqual(['A New Talk']);
  });
});
