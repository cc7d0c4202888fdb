import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { AdminPlaylistListResponseSchema, AdminPlaylistResponseSchema, playlistMessages, type AdminPlaylist } from '@foundation/contract/admin/playlists';
import { messages } from '@foundation/contract/common';
import { PlaylistsResponseSchema } from '@foundation/contract/media';
import { playlistVideos } from '../src/db/schema/index.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { fakeEnv, startFakePlatforms, type FakePlatforms } from './fake-platforms.ts';
import { signInStaff, staffClient, withStaffApp, type StaffClient } from './fixtures/back-office.ts';
import { storedTitles } from './media-fixtures.ts';

/**
 * The media page's playlists (/api/admin/playlists): a YouTube id each, once, in the order staff
 * set; getPlaylists/{id} follows every change at once, the stored videos included.
 */

/** A well-formed YouTube playlist id: PL and 32 more characters, as YouTube gives them. */
const pl = (name: string) => `PL${name.padEnd(32, '0')}`;

const create = async (staff: StaffClient, body: Record<string, unknown>): Promise<AdminPlaylist> => {
  const res = await staff.post('/api/admin/playlists', body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminPlaylistResponseSchema.parse(res.json()).data;
};

describe('playlists', () => {
  let t: TestContext;
  let staff: StaffClient;
  withStaffApp((app, client) => {
    t = app;
    staff = client;
  });

  const mediaPage = () => getOk(t, '/api/getPlaylists/0', PlaylistsResponseSchema);
  const channelIds = async () => (await mediaPage()).youtubeChannelLists.map((c) => c.id);

  it('takes a pasted YouTube address as its id, saves a draft, and the media page shows it only while published', async () => {
    const draft = await create(staff, {
      playlist_id: ` https://www.youtube.com/playlist?list=${pl('zikr')}&si=share `,
      playlist_title: 'Weekly Zikr Gatherings',
      stitle: 'Zikr',
    });
    expect(draft).toMatchObject({ playlist_id: pl('zikr'), playlist_title: 'Weekly Zikr Gatherings', stitle: 'Zikr', videos: 0, published: false });
    expect(await channelIds()).not.toContain(draft.id);
    expect((await t.app.inject(`/api/getPlaylists/${draft.id}`)).statusCode).toBe(404);

    expect((await staff.patch(`/api/admin/playlists/${draft.id}`, { published: true })).statusCode).toBe(200);
    const page = await mediaPage();
    expect(page.youtubeChannelLists).toContainEqual({ id: draft.id, playlist_id: pl('zikr'), playlist_title: 'Weekly Zikr Gatherings', stitle: 'Zikr' });
    expect(page.lastestPlaylists).toEqual({ id: draft.id });

    await staff.patch(`/api/admin/playlists/${draft.id}`, { playlist_title: 'Zikr Nights', stitle: '' });
    const one = await getOk(t, `/api/getPlaylists/${draft.id}`, PlaylistsResponseSchema);
    expect(one.playlist).toEqual({ id: draft.id, playlist_id: pl('zikr'), playlist_title: 'Zikr Nights', stitle: '', videos: [] });

    expect((await staff.patch(`/api/admin/playlists/${draft.id}`, { published: false })).statusCode).toBe(200);
    expect(await channelIds()).not.toContain(draft.id);
    expect((await t.app.inject(`/api/getPlaylists/${draft.id}`)).statusCode).toBe(404);
  });

  it('names each wrong field with the contract’s message', async () => {
    const blank = await staff.post('/api/admin/playlists', { playlist_id: '  ', playlist_title: '', stitle: 'x'.repeat(41), published: 'yes' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      message: messages.invalidData,
      errors: {
        playlist_id: [f.required('Playlist id')],
        playlist_title: [f.required('Title')],
        stitle: [f.tooLong('Short title', 40)],
        published: [f.onOff('Published')],
      },
    });
    const badIds = [
      'PLshort',
      `XX${'a'.repeat(30)}`,
      `PL${'a'.repeat(63)}`,
      'PL has spaces in it',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      `RD${'a'.repeat(30)}`,
    ];
    for (const id of badIds) {
      const res = await staff.post('/api/admin/playlists', { playlist_id: id, playlist_title: 'Bad' });
      expect({ id, errors: res.json().errors }).toEqual({ id, errors: { playlist_id: [playlistMessages.playlistId] } });
    }
    for (const id of [`UU${'a'.repeat(22)}`, 'OLAK5uy_kz0Yb8YgWQ3xk1Cg2Dcs8dfHbq4Oo2pKw', `FL${'b'.repeat(22)}`, `PU${'c'.repeat(22)}`]) {
      expect((await staff.post('/api/admin/playlists', { playlist_id: id, playlist_title: id.slice(0, 2) })).statusCode).toBe(201);
    }
  });

  it('takes each YouTube playlist once: a duplicate is a 422 on the field naming the one that has it', async () => {
    const friday = await create(staff, { playlist_id: pl('friday'), playlist_title: 'Friday Khutbat' });
    const again = await staff.post('/api/admin/playlists', { playlist_id: `https://youtube.com/playlist?list=${pl('friday')}`, playlist_title: 'Copy' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: messages.invalidData, errors: { playlist_id: [playlistMessages.taken('Friday Khutbat')] } });

    const seerah = await create(staff, { playlist_id: pl('seerah'), playlist_title: 'Seerah' });
    const moved = await staff.patch(`/api/admin/playlists/${seerah.id}`, { playlist_id: pl('friday'), playlist_title: 'Renamed' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ playlist_id: [playlistMessages.taken('Friday Khutbat')] });
    expect((await staff.get(`/api/admin/playlists/${seerah.id}`)).json().data).toEqual(seerah);

    // Its own id is no duplicate.
    const same = await staff.patch(`/api/admin/playlists/${friday.id}`, { playlist_id: pl('friday'), playlist_title: 'Friday Khutbat 2026' });
    expect(same.statusCode, same.body).toBe(200);

    // Two staff adding the same playlist at once: one is saved, the other told why, neither a 500.
    const both = await Promise.all([1, 2].map((n) => staff.post('/api/admin/playlists', { playlist_id: pl('together'), playlist_title: `Together ${n}` })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)!.json().errors.playlist_id[0]).toMatch(/^This playlist is already on the media page as "Together [12]"/);
  });

  it('adds a playlist last, reorders them in one call, and the media page’s dropdown follows', async () => {
    const added = await create(staff, { playlist_id: pl('ordered'), playlist_title: 'Ordered', published: true });
    const rows = AdminPlaylistListResponseSchema.parse((await staff.get('/api/admin/playlists?per_page=100')).json()).data;
    expect(rows.at(-1)!.id).toBe(added.id);
    const reversed = rows.map((r) => r.id).reverse();
    expect((await staff.post('/api/admin/playlists/order', { ids: reversed })).statusCode).toBe(204);
    const published = new Set(rows.filter((r) => r.published).map((r) => r.id));
    expect(await channelIds()).toEqual(reversed.filter((id) => published.has(id)));
    const refused = await staff.post('/api/admin/playlists/order', { ids: reversed.slice(1) });
    expect(refused.json()).toEqual({ message: messages.invalidData, errors: { ids: [kitMessages.order] } });
  });

  it('searches the title, short title and id, and counts the stored videos', async () => {
    const p = await create(staff, { playlist_id: pl('searchable'), playlist_title: 'Dars-e-Quran', stitle: 'Dars' });
    await t.database.db.insert(playlistVideos).values([0, 1, 2].map((i) => ({ playlistId: p.id, videoId: `vid0000000${i}`, title: `Part ${i}`, position: i })));
    for (const q of ['dars-e', 'DARS', pl('searchable').slice(0, 12)]) {
      const found = AdminPlaylistListResponseSchema.parse((await staff.get(`/api/admin/playlists?q=${encodeURIComponent(q)}`)).json()).data;
      expect(found.map((r) => [r.id, r.videos])).toEqual([[p.id, 3]]);
    }
  });

  it('deletes a playlist with its stored videos, and the media page drops it', async () => {
    const p = await create(staff, { playlist_id: pl('leaving'), playlist_title: 'Leaving', published: true });
    await t.database.db.insert(playlistVideos).values({ playlistId: p.id, videoId: 'vidleaving1', title: 'Last talk', position: 0 });
    expect((await getOk(t, `/api/getPlaylists/${p.id}`, PlaylistsResponseSchema)).playlist!.videos).toHaveLength(1);
    expect((await staff.del(`/api/admin/playlists/${p.id}`)).statusCode).toBe(204);
    expect(await channelIds()).not.toContain(p.id);
    expect((await t.app.inject(`/api/getPlaylists/${p.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(playlistVideos).where(eq(playlistVideos.playlistId, p.id))).toEqual([]);
    expect((await staff.get(`/api/admin/playlists/${p.id}`)).statusCode).toBe(404);
  });
});

describe('a playlist pointed at another YouTube playlist', () => {
  let fake: FakePlatforms;
  let t: TestContext;
  let staff: StaffClient;
  beforeAll(async () => {
    fake = await startFakePlatforms();
    t = await createTestApp({ env: fakeEnv(fake) });
    staff = staffClient(t, await signInStaff(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('drops the old playlist’s videos, and the media page fetches the new one’s at once', async () => {
    const p = await create(staff, { playlist_id: pl('before'), playlist_title: 'Talks', published: true });
    const titles = async () => (await getOk(t, `/api/getPlaylists/${p.id}`, PlaylistsResponseSchema)).playlist!.videos.map((v) => v.snippet.title);
    expect(await titles()).toEqual(['Dars-e-Quran: Surah Al-Asr', 'The Etiquette of Zikr']);
    expect(AdminPlaylistResponseSchema.parse((await staff.get(`/api/admin/playlists/${p.id}`)).json()).data.videos).toBe(2);

    // A title change keeps the copy: it is still that playlist's.
    await staff.patch(`/api/admin/playlists/${p.id}`, { playlist_title: 'Talks 2026' });
    expect(await storedTitles(t.database.db, p.id)).toEqual(['Dars-e-Quran: Surah Al-Asr', 'The Etiquette of Zikr']);

    fake.playlist = [{ videoId: 'after000001', title: 'The New Series, Part 1' }];
    const changed = await staff.patch(`/api/admin/playlists/${p.id}`, { playlist_id: pl('after') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(AdminPlaylistResponseSchema.parse(changed.json()).data.videos).toBe(0);
    // Within the minute in which the old playlist was last asked for: the new one is asked at once.
    expect(await titles()).toEqual(['The New Series, Part 1']);
    expect(fake.count(`playlistItems:${pl('after')}`)).toBe(1);
    expect(await storedTitles(t.database.db, p.id)).toEqual(['The New Series, Part 1']);
  });
});

describe('a playlist changed while YouTube is still answering for its old id', () => {
  let t: TestContext;
  let staff: StaffClient;
  let server: Server;
  let asked: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  let answer: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));

  beforeAll(async () => {
    // A YouTube that holds its answer until the test lets it go.
    server = createServer((req, res) => {
      asked();
      void answered.then(() => {
        const item = { snippet: { title: 'Old series', position: 0, resourceId: { videoId: 'oldvideo001' } } };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: [item] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ env: { YOUTUBE_API_BASE: `http://127.0.0.1:${port}/youtube/v3`, YOUTUBE_API_KEY: 'test-youtube-key' } });
    staff = staffClient(t, await signInStaff(t));
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores nothing of the old playlist’s late answer', async () => {
    const p = await create(staff, { playlist_id: pl('old'), playlist_title: 'Series', published: true });
    const page = t.app.inject(`/api/getPlaylists/${p.id}`);
    await askedFor;
    expect((await staff.patch(`/api/admin/playlists/${p.id}`, { playlist_id: pl('new') })).statusCode).toBe(200);
    answer();
    expect((await page).json().playlist.videos).toEqual([]);
    expect(await storedTitles(t.database.db, p.id)).toEqual([]);
  });
});
