import { z } from 'zod';
import { fetchJson, UpstreamError } from '../lib/fetch-json.ts';

/** A client of YouTube's Data API v3: the two calls the site makes, against a configurable base. */
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
const SearchItemSchema = z.object({ id: z.object({ videoId: z.string().min(1) }), snippet: z.object({ title: z.string() }) });
const PlaylistItemSchema = z.object({
  snippet: z.object({ title: z.string(), position: z.number().int(), resourceId: z.object({ videoId: z.string().min(1) }) }),
});

/** The items we can read; one odd item (a channel in a search, a removed video) is skipped, not fatal. */
const readable = <T extends z.ZodType>(schema: T, items: unknown[]): z.output<T>[] =>
  items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

/** search.list returns titles HTML-escaped ("Q&amp;A"); we serve plain text. */
const unescape = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');

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

/** The channel's current live (or next upcoming) broadcast, or null when there is none. */
export async function findBroadcast(opts: YoutubeOptions, channelId: string, eventType: 'live' | 'upcoming'): Promise<YoutubeVideo | null> {
  const url = endpoint(opts, 'search', { part: 'snippet', channelId, eventType, type: 'video', maxResults: '1' });
  const [item] = readable(SearchItemSchema, (await getPage(opts, url)).items);
  return item ? { videoId: item.id.videoId, title: unescape(item.snippet.title) } : null;
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
