import { describe, expect, it, vi } from 'vitest';
import { liveMessages } from '@foundation/contract/media-text';
import { getLiveStatus } from './get-live-status';

const respond = (status: number, body: string) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));
describe('getLiveStatus', () => {
  it('gives the status the API sends', async () => {
    respond(200, JSON.stringify({ isLive: true, isUpcoming: false }));
    await expect(getLiveStatus('youtube')).resolves.toMatchObject({ isLive: true });
  });

  it('words each failure as spec point 8 does', async () => {
    respond(503, '{"message":"down"}');
    await expect(getLiveStatus('youtube')).rejects.toThrow(liveMessages.youtube.fetch);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getLiveStatus('facebook')).rejects.toThrow(liveMessages.facebook.check);
    respond(200, '');
    await expect(getLiveStatus('facebook')).rejects.toThrow(liveMessages.facebook.empty);
    respond(200, '{}');
    await expect(getLiveStatus('youtube')).rejects.toThrow(liveMessages.youtube.empty);
  });
});
