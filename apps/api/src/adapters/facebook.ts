import { z } from 'zod';
import { embedUrls } from '@foundation/contract/media';
import { fetchJson, UpstreamError } from '../lib/fetch-json.ts';

/** A client of the Graph API's live_videos edge of a page, against a configurable base. */
export interface FacebookOptions {
  base: string;
  accessToken: string;
  timeoutMs: number;
}

export interface FacebookBroadcast {
  state: 'live' | 'upcoming';
  embedUrl: string | null;
}

const LiveVideosSchema = z.object({
  data: z.array(
    z.object({
      status: z.string(),
      embed_html: z.string().optional(),
      permalink_url: z.string().optional(),
    }),
  ),
});

const UPCOMING = new Set(['SCHEDULED_UNPUBLISHED', 'SCHEDULED_LIVE']);

/**
 * The player address of a broadcast. embed_html is Facebook's own iframe; we take only its src,
 * and only when it is Facebook's video plugin, so no HTML from a third party reaches a page.
 */
function embedOf(video: { embed_html?: string; permalink_url?: string }): string | null {
  const src = /\ssrc="([^"]+)"/.exec(video.embed_html ?? '')?.[1]?.replaceAll('&amp;', '&');
  if (src?.startsWith('https://www.facebook.com/plugins/video.php?')) return src;
  const link = video.permalink_url;
  if (!link) return null;
  return embedUrls.facebookVideo(link.startsWith('/') ? `https://www.facebook.com${link}` : link);
}

/** The page's broadcast now on air, else the next scheduled one, else null. */
export async function findPageBroadcast(opts: FacebookOptions, pageId: string): Promise<FacebookBroadcast | null> {
  const url = new URL(`${opts.base.replace(/\/$/, '')}/${encodeURIComponent(pageId)}/live_videos`);
  url.searchParams.set('fields', 'status,embed_html,permalink_url');
  url.searchParams.set('access_token', opts.accessToken);
  const parsed = LiveVideosSchema.safeParse(await fetchJson(url, opts.timeoutMs));
  if (!parsed.success) throw new UpstreamError('failed', 'Facebook sent an answer we cannot read');
  const videos = parsed.data.data;
  const live = videos.find((v) => v.status === 'LIVE');
  if (live) return { state: 'live', embedUrl: embedOf(live) };
  const next = videos.find((v) => UPCOMING.has(v.status));
  return next ? { state: 'upcoming', embedUrl: embedOf(next) } : null;
}
