import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { embedUrls, liveErrors } from '@foundation/contract/media';
import { createLiveService } from '../src/services/live/live.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { fakeEnv, startFakePlatforms, type FakePlatforms } from './fake-platforms.ts';
import { insertLectures, insertPlaylist, setSettings } from './media-fixtures.ts';

/**
 * youtube-live, facebook-live and audio-source against local fakes of YouTube and Facebook.
 * The fake's answer depends on the channel or page id, and the API caches per id, so each
 * test names its own ids and sees a cold cache.
 */
let fake: FakePlatforms;
let t: TestContext;

beforeAll(async () => {
  fake = await startFakePlatforms();
  t = await createTestApp({ env: fakeEnv(fake) });
  await insertLectures(t.database.db);
  await setSettings(t.database.db, { fallback_playlist_ids: ['PLfallbackYT', 'PLfallbackFB'] });
  await insertPlaylist(t.database.db, 'PLfallbackYT', 'Weekly Zikr Gatherings', []);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const get = async (path: string) => {
  const res = await t.app.inject(path);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const youtube = async (channel: string) => {
  await setSettings(t.database.db, { youtube_channel_id: channel });
  return get('/api/youtube-live');
};
const facebook = async (page: string) => {
  await setSettings(t.database.db, { facebook_page_id: page });
  return get('/api/facebook-live');
};

describe('youtube-live', () => {
  it('reports a live broadcast with its player, for 2 quota units: the uploads, then their state', async () => {
    const body = await youtube('UC1-live');
    expect(body).toMatchObject({
      isLive: true,
      isUpcoming: false,
      embedUrl: embedUrls.youtubeVideo('vidlive01'),
      fallbackEmbedUrl: embedUrls.youtubePlaylist('PLfallbackYT'),
      error: null,
      title: "Friday Zikr & Du'a",
    });
    const asked = fake.requests.filter((r) => r.key === 'playlistItems:UU1-live' || r.key.startsWith('videos:vidlive01'));
    expect(asked.map((r) => Object.fromEntries(r.query))).toEqual([
      { part: 'snippet', playlistId: 'UU1-live', maxResults: '50', key: 'test-youtube-key' },
      { part: 'snippet,liveStreamingDetails', id: 'vidlive01,vidvod00001', maxResults: '50', key: 'test-youtube-key' },
    ]);
  });

  it('reports an upcoming broadcast when nothing is live', async () => {
    expect(await youtube('UC2-upcoming')).toMatchObject({ isLive: false, isUpcoming: true, embedUrl: embedUrls.youtubeVideo('vidupcoming01'), error: null });
  });

  it('reports nothing live with the fallback playlist', async () => {
    expect(await youtube('UC3-none')).toMatchObject({
      isLive: false,
      isUpcoming: false,
      embedUrl: null,
      fallbackEmbedUrl: embedUrls.youtubePlaylist('PLfallbackYT'),
      fallbackTitle: 'Weekly Zikr Gatherings',
      error: null,
    });
  });

  it('turns an upstream error or an exhausted quota into not-live with a readable error', async () => {
    for (const channel of ['UC4-error', 'UC4-quota']) {
      expect(await youtube(channel)).toMatchObject({ isLive: false, isUpcoming: false, embedUrl: null, fallbackEmbedUrl: embedUrls.youtubePlaylist('PLfallbackYT'), error: liveErrors.failed('youtube') });
    }
  });

  it('makes one upstream call for a thousand concurrent visitors, and keeps the answer for a minute', async () => {
    await setSettings(t.database.db, { youtube_channel_id: 'UC6-live' });
    const videoCalls = fake.count('videos:');
    const answers = await Promise.all(Array.from({ length: 1000 }, () => get('/api/youtube-live')));
    expect(answers.filter((a) => !a.isLive)).toEqual([]);
    await get('/api/youtube-live');
    expect(fake.count('playlistItems:UU6-live')).toBe(1);
    expect(fake.count('videos:') - videoCalls).toBe(1);
  });

  it('says a channel id that is not a UC… id cannot be checked, without asking YouTube', async () => {
    const before = fake.requests.length;
    expect(await youtube('@foundation-handle')).toMatchObject({ isLive: false, embedUrl: null, error: liveErrors.failed('youtube') });
    expect(fake.requests.length).toBe(before);
  });

  it('caches a failure too, so a failing YouTube is not asked again at once', async () => {
    await youtube('UC7-error');
    await youtube('UC7-error');
    expect(fake.count('playlistItems:UU7-error')).toBe(1);
  });

  it('shows live when staff switch live on by hand, whatever YouTube says', async () => {
    await setSettings(t.database.db, { live_override: 'youtube' });
    expect(await youtube('UC8-none')).toMatchObject({ isLive: true, embedUrl: embedUrls.youtubeChannelLive('UC8-none'), error: null });
    expect(await youtube('UC1-live')).toMatchObject({ isLive: true, embedUrl: embedUrls.youtubeVideo('vidlive01') });
    expect(await facebook('P8-none')).toMatchObject({ isLive: false });
    await setSettings(t.database.db, { live_override: false });
    expect(await youtube('UC8-none')).toMatchObject({ isLive: false });
  });
});

describe('facebook-live', () => {
  it('reports a live video with Facebook’s player, asking the Graph API the documented way', async () => {
    const body = await facebook('P1-live');
    expect(body).toMatchObject({ isLive: true, isUpcoming: false, error: null, fallbackEmbedUrl: embedUrls.youtubePlaylist('PLfallbackFB') });
    expect(body.embedUrl).toBe('https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2FP1-live%2Fvideos%2F901%2F&width=1280');
    const { query } = fake.requests.find((r) => r.key === 'live_videos:P1-live')!;
    expect(Object.fromEntries(query)).toEqual({ fields: 'status,embed_html,permalink_url', access_token: 'test-facebook-token' });
  });

  it('reports a scheduled video as upcoming, and only recorded videos as not live', async () => {
    expect(await facebook('P2-upcoming')).toMatchObject({ isLive: false, isUpcoming: true, error: null });
    expect(await facebook('P3-none')).toMatchObject({ isLive: false, isUpcoming: false, embedUrl: null, error: null });
  });

  it('turns an error into not-live with a readable error', async () => {
    expect(await facebook('P4-error')).toMatchObject({ isLive: false, embedUrl: null, fallbackEmbedUrl: embedUrls.youtubePlaylist('PLfallbackFB'), error: liveErrors.failed('facebook') });
  });

  it('makes one upstream call for many concurrent visitors', async () => {
    await setSettings(t.database.db, { facebook_page_id: 'P6-live' });
    await Promise.all(Array.from({ length: 50 }, () => get('/api/facebook-live')));
    expect(fake.count('live_videos:P6-live')).toBe(1);
  });
});

describe('audio-source', () => {
  it('plays a random recorded lecture when nothing is live, and another one on skip', async () => {
    await setSettings(t.database.db, { youtube_channel_id: 'UC3-none', facebook_page_id: 'P3-none' });
    const body = await get('/api/audio-source');
    expect(body).toMatchObject({ source: 'playlist', platform: 'library', isLive: false, videoId: null, embedUrl: null });
    expect(body.audioUrl).toMatch(/^\/uploads\/lectures\/(heart-1|heart-2|dawn)\.wav$/);
    for (let i = 0; i < 5; i++) expect((await get(`/api/audio-source?exclude=${body.attachmentId}`)).attachmentId).not.toBe(body.attachmentId);
  });

  it('plays the live stream’s sound when YouTube or Facebook is live', async () => {
    await setSettings(t.database.db, { youtube_channel_id: 'UC1-live', facebook_page_id: 'P3-none' });
    expect(await get('/api/audio-source')).toMatchObject({
      source: 'youtube_live',
      platform: 'youtube',
      isLive: true,
      videoId: 'vidlive01',
      embedUrl: embedUrls.youtubeVideo('vidlive01'),
      thumbnail: embedUrls.youtubeThumbnail('vidlive01'),
      audioUrl: null,
    });
    await setSettings(t.database.db, { youtube_channel_id: 'UC3-none', facebook_page_id: 'P1-live' });
    expect(await get('/api/audio-source')).toMatchObject({ source: 'facebook_live', platform: 'facebook', isLive: true });
  });

  it('rejects a malformed exclude', async () => {
    expect((await t.app.inject('/api/audio-source?exclude=abc')).statusCode).toBe(422);
  });
});

describe('a platform that never answers', () => {
  const TIMEOUT_MS = 300;
  let slow: TestContext;
  beforeAll(async () => {
    slow = await createTestApp({ env: fakeEnv(fake, TIMEOUT_MS) });
    await setSettings(slow.database.db, { youtube_channel_id: 'UC5-hang', facebook_page_id: 'P5-hang' });
  });
  afterAll(() => slow.close());

  it('is given up on within the configured timeout, as not live with a readable error', async () => {
    for (const platform of ['youtube', 'facebook'] as const) {
      const started = Date.now();
      const res = await slow.app.inject(`/api/${platform}-live`);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isLive: false, embedUrl: null, error: liveErrors.timeout(platform) });
    }
  });
});

describe('without keys or content', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ env: { YOUTUBE_API_BASE: `${fake.url}/youtube/v3`, FACEBOOK_API_BASE: `${fake.url}/v19.0` } });
    await setSettings(bare.database.db, { youtube_channel_id: 'UC9-live', facebook_page_id: 'P9-live', fallback_playlist_ids: [] });
  });
  afterAll(() => bare.close());

  it('tells a visitor only that nothing is live, asks no one, and offers no audio', async () => {
    // Why the site cannot ask (no key) is for whoever runs it, in the log; a visitor reads no error.
    const yt = (await bare.app.inject('/api/youtube-live')).json();
    expect(yt).toMatchObject({ isLive: false, isUpcoming: false, embedUrl: null, fallbackEmbedUrl: null, error: null });
    expect((await bare.app.inject('/api/facebook-live')).json()).toMatchObject({ isLive: false, error: null });
    expect(fake.count('playlistItems:UU9') + fake.count('live_videos:P9')).toBe(0);
    const audio = await bare.app.inject('/api/audio-source');
    expect(audio.statusCode).toBe(404);
    expect(audio.json()).toEqual({ message: liveErrors.noAudio });
  });

  it('tells whoever runs the site, once per platform, which key or channel is missing', async () => {
    const info = vi.fn();
    const live = createLiveService({ db: bare.database.db, config: bare.config, log: { info, warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger });
    for (let i = 0; i < 3; i++) expect(await live.status('youtube')).toMatchObject({ isLive: false, error: null });
    await live.status('facebook');
    expect(info).toHaveBeenCalledTimes(2);
    expect(info.mock.calls[0]![1]).toContain('youtube live checks are off until YOUTUBE_API_KEY (environment) is set');
    expect(info.mock.calls[1]![0]).toEqual({ platform: 'facebook', missing: ['FACEBOOK_ACCESS_TOKEN (environment)'] });
  });

  it('falls back to the first published playlists when staff have named none', async () => {
    await insertPlaylist(bare.database.db, 'PL-first', 'Friday Khutbat', []);
    await insertPlaylist(bare.database.db, 'PL-second', 'Seerah for Families', []);
    expect((await bare.app.inject('/api/youtube-live')).json()).toMatchObject({ fallbackEmbedUrl: embedUrls.youtubePlaylist('PL-second'), fallbackTitle: 'Seerah for Families' });
    expect((await bare.app.inject('/api/facebook-live')).json()).toMatchObject({ fallbackEmbedUrl: embedUrls.youtubePlaylist('PL-first') });
  });
});
