/** The video id of a YouTube link in any of its usual shapes, or null for other videos. */
export function youtubeId(url: string): string | null {
  try {
    const u = new URL(url, 'https://invalid.example');
    const host = u.hostname.replace(/^(www|m)\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = u.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id = u.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(u.pathname)?.[1] ?? null;
    }
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The privacy-enhanced player: no YouTube cookies until the learner presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0`;

export const youtubePoster = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
