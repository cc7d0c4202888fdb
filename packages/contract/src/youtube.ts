/** What a YouTube video id looks like (11 characters today; a little room either side). */
export const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The usual shapes of a YouTube link as a pattern, for the API document: youtubeId reads each of them. */
export const YOUTUBE_LINK = '^https://(?:www\\.)?(?:youtu\\.be/|youtube\\.com/(?:watch\\?v=|embed/|shorts/|live/))[\\w-]{6,20}$';

/**
 * The video id of a YouTube link in any of its usual shapes, or null for anything else. One
 * reading for both sides: the lesson player embeds what it returns, and the back office accepts a
 * lesson's video only when it returns an id, so a saved lesson always plays.
 */
export function youtubeId(url: string): string | null {
  try {
    const u = new URL(url, 'https://invalid.example');
    const host = u.hostname.replace(/^(www|m)\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = u.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id = u.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(u.pathname)?.[1] ?? null;
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}
