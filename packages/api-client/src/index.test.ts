import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@foundation/contract/messages';
import { ApiError, NetworkError, buildUrl, request, send } from './index.ts';

const answer = (status: number, body: string) => vi.fn(async () => new Response(status === 204 ? null : body, { status }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the token and reads JSON back', async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    await expect(request('/things', { base: '/api/admin/', body: { a: 1 }, token: 't', query: { q: 'x', skip: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/things?q=x');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer t');
  });

  it('turns a non-2xx answer into ApiError with its body, message and field errors', async () => {
    vi.stubGlobal('fetch', answer(422, '{"message":"Bad","errors":{"email":["Email is invalid"]}}'));
    const error = (await request('x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.fieldErrors]).toEqual([422, 'Bad', { email: ['Email is invalid'] }]);
  });

  it('keeps a text body and names a server error when there is no message', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>'));
    const error = (await send('x').catch((e: unknown) => e)) as ApiError;
    expect([error.body, error.message, error.fieldErrors]).toEqual(['<html>', messages.serverError, {}]);
  });

  it('calls onUnauthorized only for a 401 to a request with a token', async () => {
    vi.stubGlobal('fetch', answer(401, ''));
    const onUnauthorized = vi.fn();
    await request('x', { onUnauthorized }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await request('x', { token: 't', onUnauthorized }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('tells no answer apart from an HTTP error, and 204 from a body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(request('x')).rejects.toEqual(new NetworkError(messages.networkError));
    vi.stubGlobal('fetch', answer(204, ''));
    await expect(request('x', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('builds URLs without a doubled slash', () => {
    expect(buildUrl('/api/', '/books', { page: 2 })).toBe('/api/books?page=2');
  });
});
