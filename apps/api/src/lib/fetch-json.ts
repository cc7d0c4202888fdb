/** Why a call to a third party failed: it took too long, or it answered badly or not at all. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET a third party's JSON within `timeoutMs` (the whole exchange, body included). The URL
 * carries API keys, so only its host appears in an error message (errors end up in logs).
 */
export async function fetchJson(url: URL, timeoutMs: number): Promise<unknown> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel();
      throw new UpstreamError('failed', `${url.host} answered ${res.status}`);
    }
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError('failed', `${url.host} sent a body that is not JSON`);
    }
  } catch (error) {
    throw asUpstreamError(error, url, timeoutMs);
  }
}

/** Any failure of a call to `url` as an UpstreamError: a timeout, or the host unreachable. */
export function asUpstreamError(error: unknown, url: URL, timeoutMs: number): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new UpstreamError('timeout', `${url.host} timed out after ${timeoutMs} ms`);
  return new UpstreamError('failed', `${url.host} unreachable: ${(error as Error).message}`);
}
