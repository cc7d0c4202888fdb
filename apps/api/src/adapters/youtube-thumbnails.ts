import { asUpstreamError, UpstreamError } from '../lib/fetch-json.ts';

/** YouTube's stills are about 30 kB; anything far larger is not one. */
const MAX_BYTES = 1_048_576;

/**
 * YouTube's 480 x 360 still of a video (`/vi/<id>/hqdefault.jpg` under `base`), or null when the
 * video has none (YouTube answers 404 with a grey placeholder). Throws UpstreamError otherwise.
 */
export async function fetchYoutubeStill(base: string, videoId: string, timeoutMs: number): Promise<Buffer | null> {
  const url = new URL(`${base.replace(/\/$/, '')}/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel();
      if (res.status === 404) return null;
      throw new UpstreamError('failed', `${url.host} answered ${res.status}`);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) throw new UpstreamError('failed', `${url.host} sent ${bytes.length} bytes for a still`);
    return bytes;
  } catch (error) {
    throw asUpstreamError(error, url, timeoutMs);
  }
}
