import { z } from 'zod';
import { fetchJson, UpstreamError } from '../lib/fetch-json.ts';

/** A client of YouTube's Data API v3: the calls the site makes, against a configurable base. */
export interface YoutubeOptions {
  base: string;
  key: string;
  timeoutMs: number;
}

export interface YoutubeVideo {
  videoId: string;
  title: string;
}

const PageSchema = z.object({ nextPageToken: z.string().optional(), items: z.array(z.unknown()).default([]) });
const VideoSchema = z.object({
  id: z.string().min(1),
  snippet: z.object({ title: z.string(), liveBroadcastContent: z.string().default('none') }),
  liveStreamingDetails: z.object({ scheduledStartTime: z.string().optional() }).optional(),
});
const PlaylistItemSchema = z.object({
  snippet: z.object({ title: z.string(), position: z.number().int(), resourceId: z.object({ videoId: z.string().min(1) }) }),
});

/** The items we can read; one odd item (a channel in a search, a removed video) is skipped, not fatal. */
const readable = <T extends z.ZodType>(schema: T, items: unknown[]): z.output<T>[] =>
  items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

function endpoint(opts: YoutubeOptions, path: string, params: Record<string, string>) {
  const url = new URL(`${opts.base.replace(/\/$/, '')}/${path}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set('key', opts.key);
  return url;
}

async function getPage(opts: YoutubeOptions, url: URL) {
  const parsed = PageSchema.safeParse(await fetchJson(url, opts.timeoutMs));
  if (!parsed.success) throw new UpstreamError('failed', 'YouTube sent an answer we cannot read');
  return parsed.data;
}

/** A channel's uploads playlist is "UU" plus its id after the "UC", by YouTube's own naming. */
export const uploadsPlaylistOf = (channelId: string) => (/^UC[\w-]+$/.test(channelId) ? `UU${channelId.slice(2)}` : null);

/**
 * The channel's live broadcast, or else its next scheduled one, or null. A broadcast is a video of
 * the channel's uploads, so this reads the newest 50 uploads (playlistItems.list) and their state
 * (videos.list): 2 quota units a check, where search.list would cost 100 for each question.
 */
export async function findBroadcast(opts: YoutubeOptions, channelId: string): Promise<(YoutubeVideo & { state: 'live' | 'upcoming' }) | null> {
  const playlistId = uploadsPlaylistOf(channelId);
  if (!playlistId) throw new UpstreamError('failed', 'the YouTube channel id does not start with UC');
  const uploads = await getPage(opts, endpoint(opts, 'playlistItems', { part: 'snippet', playlistId, maxResults: '50' }));
  const ids = readable(PlaylistItemSchema, uploads.items).map((i) => i.snippet.resourceId.videoId);
  if (!ids.length) return null;
  const page = await getPage(opts, endpoint(opts, 'videos', { part: 'snippet,liveStreamingDetails', id: ids.join(','), maxResults: '50' }));
  const videos = readable(VideoSchema, page.items);
  const live = videos.find((v) => v.snippet.liveBroadcastContent === 'live');
  const soonest = videos
    .filter((v) => v.snippet.liveBroadcastContent === 'upcoming')
    .sort((a, b) => (a.liveStreamingDetails?.scheduledStartTime ?? '~').localeCompare(b.liveStreamingDetails?.scheduledStartTime ?? '~'))[0];
  const found = live ?? soonest;
  return found ? { videoId: found.id, title: found.snippet.title, state: live ? 'live' : 'upcoming' } : null;
}

const PAGE_LIMIT = 4;
/** YouTube's placeholders for videos a visitor cannot watch. */
const UNWATCHABLE = new Set(['Private video', 'Deleted video']);

/** A playlist's videos in order, up to 200 (four pages of 50). */
export async function playlistItems(opts: YoutubeOptions, playlistId: string): Promise<(YoutubeVideo & { position: number })[]> {
  const videos: (YoutubeVideo & { position: number })[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < PAGE_LIMIT; page++) {
    const params: Record<string, string> = { part: 'snippet', playlistId, maxResults: '50' };
    if (pageToken) params.pageToken = pageToken;
    const body = await getPage(opts, endpoint(opts, 'playlistItems', params));
    for (const { snippet } of readable(PlaylistItemSchema, body.items)) {
      const { title, position, resourceId } = snippet;
      if (!UNWATCHABLE.has(title)) videos.push({ videoId: resourceId.videoId, title, position });
    }
    pageToken = body.nextPageToken;
    if (!pageToken) break;
  }
  return videos;
}
