import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveStatus } from '@foundation/contract/media';
import { liveMessages, liveTimings, type LivePlatform } from '@foundation/contract/media-text';
import { api, ApiError } from '../../../lib/api-client';

/**
 * youtube-live / facebook-live, failing with the words of spec point 8: no answer at all is
 * "Failed to check …", an error status "Failed to fetch …", an empty body "No … data received".
 */
export async function getLiveStatus(platform: LivePlatform, signal?: AbortSignal): Promise<LiveStatus> {
  const words = liveMessages[platform];
  let body: LiveStatus | null;
  try {
    body = await api.get<LiveStatus | null>(`${platform}-live`, { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new Error(error instanceof ApiError ? words.fetch : words.check, { cause: error });
  }
  if (!body || typeof body !== 'object' || typeof body.isLive !== 'boolean') throw new Error(words.empty);
  return body;
}

export const getLiveStatusQueryOptions = (platform: LivePlatform) =>
  queryOptions({
    queryKey: ['live-status', platform],
    queryFn: ({ signal }) => getLiveStatus(platform, signal),
    // Spec point 4: checked on load and every 120000 ms.
    refetchInterval: liveTimings.pollMs,
    staleTime: 0,
    retry: 1,
    // Asked by the visitor's browser, never by the server's render: the answer is of this moment
    // (and shown in the visitor's own clock), and the check can wait on YouTube and Facebook.
    meta: { serverRender: false },
  });

export const useLiveStatus = (platform: LivePlatform) => useQuery(getLiveStatusQueryOptions(platform));
