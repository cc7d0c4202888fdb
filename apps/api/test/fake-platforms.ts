import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for YouTube's Data API v3, its video stills (i.ytimg.com) and Facebook's Graph
 * API. What it answers depends on the channel, page, playlist or video id asked about, so one fake
 * serves every scenario: `*-live`, `*-upcoming`, `*-none`, `*-error` (HTTP 500), `*-quota`
 * (YouTube's 403), `*-hang` (never answers), and for a still `*-gone` (404). It counts the calls
 * it receives per path and id.
 */
export interface FakePlatforms {
  url: string;
  /** Calls received, keyed "playlistItems:<id>" (a channel's uploads are "UU…"), "videos:<ids>", "live_videos:<pageId>", "still:<videoId>". */
  calls: Map<string, number>;
  count(prefix: string): number;
  /** Every request received, to check what the API sends. */
  requests: { key: string; query: URLSearchParams }[];
  /** Videos the fake playlist `PL-ok` holds; tests change them to see a refresh. */
  playlist: { videoId: string; title: string }[];
  close(): Promise<void>;
}

const scenario = (id: string) => /-(live|upcoming|none|error|quota|hang|gone)$/.exec(id)?.[1] ?? 'none';

/** YouTube's still: 480 x 360, a 16:9 picture (green) between black bars. */
const still = () =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: '#000000' } })
    .composite([{ input: { create: { width: 480, height: 270, channels: 3, background: '#0b5d3b' } }, top: 45, left: 0 }])
    .jpeg()
    .toBuffer();

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};

/** A channel's uploads ("UU…"): its broadcast (if the scenario has one) above an old recording. */
function uploads(playlistId: string) {
  const s = scenario(playlistId);
  const ids = [...(s === 'live' || s === 'upcoming' ? [`vid${s}01`] : []), 'vidvod00001'];
  return {
    kind: 'youtube#playlistItemListResponse',
    etag: 'etag',
    items: ids.map((videoId, position) => ({
      kind: 'youtube#playlistItem',
      id: `item-${videoId}`,
      snippet: { publishedAt: '2026-03-06T12:00:00Z', title: 'Upload', playlistId, position, resourceId: { kind: 'youtube#video', videoId } },
    })),
    pageInfo: { totalResults: ids.length, resultsPerPage: 50 },
  };
}

/** videos.list: each video's broadcast state is read from its id (vidlive…, vidupcoming…, anything else none). */
function videos(ids: string) {
  return {
    kind: 'youtube#videoListResponse',
    etag: 'etag',
    items: ids.split(',').map((id) => {
      const state = /^vid(live|upcoming)/.exec(id)?.[1] ?? 'none';
      return {
        kind: 'youtube#video',
        etag: 'etag',
        id,
        // videos.list, unlike search.list, sends titles as plain text.
        snippet: { publishedAt: '2026-03-06T12:00:00Z', channelId: 'UC', title: state === 'none' ? 'Last week' : "Friday Zikr & Du'a", liveBroadcastContent: state },
        liveStreamingDetails: state === 'none' ? undefined : { scheduledStartTime: '2026-03-06T13:00:00Z' },
      };
    }),
    pageInfo: { totalResults: ids.split(',').length, resultsPerPage: 50 },
  };
}

function playlistItems(fake: FakePlatforms, playlistId: string) {
  return {
    kind: 'youtube#playlistItemListResponse',
    etag: 'etag',
    items: [
      ...fake.playlist.map((v, position) => ({
        kind: 'youtube#playlistItem',
        id: `item-${position}`,
        snippet: {
          publishedAt: '2026-01-01T00:00:00Z',
          title: v.title,
          playlistId,
          position,
          resourceId: { kind: 'youtube#video', videoId: v.videoId },
        },
      })),
      { kind: 'youtube#playlistItem', id: 'gone', snippet: { title: 'Deleted video', position: 99, resourceId: { kind: 'youtube#video', videoId: 'gone0000000' } } },
    ],
    pageInfo: { totalResults: fake.playlist.length + 1, resultsPerPage: 50 },
  };
}

function facebookLiveVideos(pageId: string) {
  const s = scenario(pageId);
  const video = (id: string, status: string) => ({
    status,
    embed_html: `<iframe src="https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2F${pageId}%2Fvideos%2F${id}%2F&amp;width=1280" width="1280" height="720" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>`,
    permalink_url: `/${pageId}/videos/${id}/`,
    id,
  });
  const data = [video('900', 'VOD')];
  if (s === 'live') data.unshift(video('901', 'LIVE'));
  if (s === 'upcoming') data.unshift(video('902', 'SCHEDULED_UNPUBLISHED'));
  return { data, paging: { cursors: { before: 'b', after: 'a' } } };
}

export async function startFakePlatforms(): Promise<FakePlatforms> {
  const sockets = new Set<Socket>();
  const fake = {
    calls: new Map<string, number>(),
    requests: [] as { key: string; query: URLSearchParams }[],
    playlist: [
      { videoId: 'fresh000001', title: 'Dars-e-Quran: Surah Al-Asr' },
      { videoId: 'fresh000002', title: 'The Etiquette of Zikr' },
    ],
    count(prefix: string) {
      let n = 0;
      for (const [k, v] of this.calls) if (k.startsWith(prefix)) n += v;
      return n;
    },
  } as FakePlatforms;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    const youtube = /\/youtube\/v3\/(videos|playlistItems)$/.exec(url.pathname);
    const facebook = /\/v19\.0\/([^/]+)\/live_videos$/.exec(url.pathname);
    const thumbnail = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(url.pathname);
    const id = youtube ? (q.get('playlistId') ?? q.get('id') ?? '') : decodeURIComponent((facebook ?? thumbnail)?.[1] ?? '');
    const key = youtube ? `${youtube[1]}:${id}` : thumbnail ? `still:${id}` : `live_videos:${id}`;
    fake.calls.set(key, (fake.calls.get(key) ?? 0) + 1);
    fake.requests.push({ key, query: q });
    const s = scenario(id);
    if (s === 'hang') return; // never answers; the socket is destroyed on close
    if (s === 'error') return json(res, 500, { error: { code: 500, message: 'Backend Error' } });
    if (thumbnail && s === 'gone') return json(res, 404, {});
    if (thumbnail) return void still().then((jpeg) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    if (youtube && s === 'quota') {
      return json(res, 403, { error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.', errors: [{ reason: 'quotaExceeded' }] } });
    }
    if (facebook && !q.get('access_token')) return json(res, 400, { error: { message: 'An access token is required.', type: 'OAuthException', code: 104 } });
    if (youtube?.[1] === 'videos') return json(res, 200, videos(id));
    if (youtube && id.startsWith('UU')) return json(res, 200, uploads(id));
    if (youtube) return json(res, 200, playlistItems(fake, id));
    if (facebook) return json(res, 200, facebookLiveVideos(id));
    json(res, 404, { error: { message: 'Unknown path' } });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

/** The env that points the API at a fake. */
export const fakeEnv = (fake: FakePlatforms, timeoutMs = 5000) => ({
  YOUTUBE_API_BASE: `${fake.url}/youtube/v3`,
  YOUTUBE_API_KEY: 'test-youtube-key',
  FACEBOOK_API_BASE: `${fake.url}/v19.0`,
  FACEBOOK_ACCESS_TOKEN: 'test-facebook-token',
  YOUTUBE_THUMBNAIL_BASE: fake.url,
  UPSTREAM_TIMEOUT_MS: String(timeoutMs),
});
