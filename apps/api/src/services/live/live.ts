import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  embedUrls,
  liveErrors,
  MediaSettingsSchema,
  type AudioSource,
  type LivePlatform,
  type LiveStatus,
  type MediaSettings,
} from '@foundation/contract/media';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { playlists, settings } from '../../db/schema/index.ts';
import { UpstreamError } from '../../lib/fetch-json.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findPageBroadcast } from '../../adapters/facebook.ts';
import { randomAttachment } from '../catalogue/lectures.ts';
import type { ContentLocale } from '../../lib/content-language.ts';
import { findBroadcast } from '../../adapters/youtube.ts';

/** Each platform's answer is kept this long: a thousand open live pages make one call a minute. */
export const LIVE_CACHE_MS = 60_000;

interface Fallback {
  id: string;
  title: string | null;
}

interface Broadcast {
  state: 'live' | 'upcoming';
  embedUrl: string | null;
  videoId: string | null;
  title: string | null;
}

/** One look at a platform, cached whole, failures included, so a failing platform is not hammered. */
interface Check {
  broadcast: Broadcast | null;
  error: string | null;
  checkedAt: string;
}

const MEDIA_KEYS = Object.keys(MediaSettingsSchema.shape);

export interface LiveDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Live status of both platforms and the audio tab's source, for the live page. */
export function createLiveService({ db, config, log }: LiveDeps) {
  const cache = new TtlCache<Check>(LIVE_CACHE_MS);
  /** Platforms whose missing key or channel the log has been told of (once each, not on every visit). */
  const toldOff = new Set<string>();

  // Zero TTL: no stale settings, but a crowd of concurrent requests shares one read.
  const settingsReads = new TtlCache<MediaSettings & { fallbacks: Fallback[] }>(0);

  /** The media settings rows, and the fallback playlists: the ones staff named, else the first published. */
  const readMediaSettings = () =>
    settingsReads.get('settings', async () => {
      const rows = await db.select().from(settings).where(inArray(settings.key, MEDIA_KEYS));
      const s = MediaSettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
      const named = s.fallback_playlist_ids;
      const known = await db
        .select({ id: playlists.playlistId, title: playlists.playlistTitle })
        .from(playlists)
        .where(named.length ? inArray(playlists.playlistId, named) : eq(playlists.published, true))
        .orderBy(asc(playlists.position), desc(playlists.id))
        .limit(named.length || 2);
      const titles = new Map(known.map((p) => [p.id, p.title]));
      const fallbacks = named.length ? named.map((id) => ({ id, title: titles.get(id) ?? null })) : known;
      return { ...s, fallbacks };
    });

  async function ask(platform: LivePlatform, channel: string): Promise<Broadcast | null> {
    const timeoutMs = config.UPSTREAM_TIMEOUT_MS;
    if (platform === 'facebook') {
      const b = await findPageBroadcast({ base: config.FACEBOOK_API_BASE, accessToken: config.FACEBOOK_ACCESS_TOKEN!, timeoutMs }, channel);
      return b && { ...b, videoId: null, title: null };
    }
    const opts = { base: config.YOUTUBE_API_BASE, key: config.YOUTUBE_API_KEY!, timeoutMs };
    const video = await findBroadcast(opts, channel);
    return video && { ...video, embedUrl: embedUrls.youtubeVideo(video.videoId) };
  }

  function check(platform: LivePlatform, s: MediaSettings): Promise<Check> {
    const secret = platform === 'youtube' ? config.YOUTUBE_API_KEY : config.FACEBOOK_ACCESS_TOKEN;
    const channel = platform === 'youtube' ? s.youtube_channel_id : s.facebook_page_id;
    const checkedAt = () => new Date().toISOString();
    if (!secret || !channel) {
      // A visitor is told only that nothing is live; why the site cannot ask is for whoever runs it.
      const missing = [
        !secret && (platform === 'youtube' ? 'YOUTUBE_API_KEY (environment)' : 'FACEBOOK_ACCESS_TOKEN (environment)'),
        !channel && (platform === 'youtube' ? 'the YouTube channel id (back office settings)' : 'the Facebook page id (back office settings)'),
      ].filter(Boolean);
      if (!toldOff.has(`${platform}:${missing.join()}`)) {
        toldOff.add(`${platform}:${missing.join()}`);
        log.info({ platform, missing }, `${platform} live checks are off until ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} set; the live page shows the fallback playlist`);
      }
      return Promise.resolve({ broadcast: null, error: null, checkedAt: checkedAt() });
    }
    return cache.get(`${platform}:${channel}`, async () => {
      try {
        return { broadcast: await ask(platform, channel), error: null, checkedAt: checkedAt() };
      } catch (error) {
        const timeout = error instanceof UpstreamError && error.kind === 'timeout';
        log.warn({ platform, reason: (error as Error).message }, 'live status check failed');
        return { broadcast: null, error: timeout ? liveErrors.timeout(platform) : liveErrors.failed(platform), checkedAt: checkedAt() };
      }
    });
  }

  /** The channel's own "whatever is live now" player, for when staff switch live on by hand. */
  const channelEmbed = (platform: LivePlatform, s: MediaSettings) => {
    if (platform === 'youtube') return s.youtube_channel_id ? embedUrls.youtubeChannelLive(s.youtube_channel_id) : null;
    return s.facebook_page_id ? embedUrls.facebookVideo(`https://www.facebook.com/${s.facebook_page_id}/live`) : null;
  };

  async function statusWithVideo(platform: LivePlatform): Promise<LiveStatus & { videoId: string | null }> {
    const s = await readMediaSettings();
    const c = await check(platform, s);
    // The first fallback playlist stands behind YouTube, the second behind Facebook.
    const [first, second] = s.fallbacks;
    const fallback = platform === 'youtube' ? first : (second ?? first);
    const b = c.broadcast;
    const forced = s.live_override === true || s.live_override === platform;
    const isLive = forced || b?.state === 'live';
    // Switched on by hand while the platform shows no broadcast: the channel's own live player.
    const embedUrl = forced && b?.state !== 'live' ? channelEmbed(platform, s) : (b?.embedUrl ?? null);
    return {
      isLive,
      isUpcoming: !isLive && b?.state === 'upcoming',
      embedUrl,
      fallbackEmbedUrl: fallback ? embedUrls.youtubePlaylist(fallback.id) : null,
      fallbackTitle: fallback?.title ?? null,
      error: forced ? null : c.error,
      title: b?.title ?? null,
      checkedAt: c.checkedAt,
      videoId: b?.state === 'live' ? b.videoId : null,
    };
  }

  const status = async (platform: LivePlatform): Promise<LiveStatus> => {
    const { videoId: _, ...rest } = await statusWithVideo(platform);
    return rest;
  };

  /** What the audio tab plays: a live stream's sound when one is on air, else a recorded lecture. */
  async function audioSource(exclude?: number, locale: ContentLocale = 'en'): Promise<AudioSource | null> {
    const [youtube, facebook] = await Promise.all([statusWithVideo('youtube'), statusWithVideo('facebook')]);
    for (const [platform, st] of [['youtube', youtube], ['facebook', facebook]] as const) {
      if (!st.isLive || !st.embedUrl) continue;
      return {
        videoId: st.videoId,
        title: st.title ?? (platform === 'youtube' ? 'YouTube Live' : 'Facebook Live'),
        embedUrl: st.embedUrl,
        thumbnail: st.videoId ? embedUrls.youtubeThumbnail(st.videoId) : null,
        audioUrl: null,
        source: platform === 'youtube' ? 'youtube_live' : 'facebook_live',
        platform,
        isLive: true,
        attachmentId: null,
      };
    }
    const track = await randomAttachment(db, exclude, locale);
    if (!track) return null;
    const named = track.title && track.title !== track.lectureTitle;
    return {
      videoId: null,
      title: named ? `${track.lectureTitle} — ${track.title}` : track.lectureTitle,
      embedUrl: null,
      thumbnail: track.thumbnail,
      audioUrl: track.audioUrl,
      source: 'playlist',
      platform: 'library',
      isLive: false,
      attachmentId: track.id,
    };
  }

  return { status, audioSource, pending: () => cache.pending() };
}
