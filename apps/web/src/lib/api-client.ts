import { getLocale } from './locale';
import { ApiError, buildUrl, request as send, type Query, type RequestOptions as ClientOptions } from '@foundation/api-client';

export { ApiError, NetworkError, parseBody } from '@foundation/api-client';

/** Base of the API; same-origin /api/ unless the build names another host. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/';

export type RequestOptions = Pick<ClientOptions, 'query' | 'body' | 'token' | 'signal'>;

/** A 401 anywhere means the stored session is gone; the auth layer listens for this. */
export const UNAUTHORIZED_EVENT = 'api:unauthorized';

export const apiUrl = (path: string, query?: Query): string => buildUrl(API_BASE, path, query);

/**
 * Where the pages' reads go. In a browser, the same-origin API; when the server renders a page, it
 * points this at the API in its own process (setServerTransport), so no request leaves it.
 */
let transport: { base: string; fetch?: typeof fetch } = { base: API_BASE };

export function setServerTransport(server: { base: string; fetch: typeof fetch }) {
  transport = server;
}

export function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const onUnauthorized = () => window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  return send<T>(path, { ...opts, method, base: transport.base, fetch: transport.fetch, onUnauthorized, language: getLocale() });
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...opts, body }),
};

/**
 * One item's read, where "there is no such item" (404) is an answer, not a failure: null. Kept as
 * data, it travels from the server's render to the browser like any other answer, so the page the
 * server sent as not found (with a 404) is the page the browser hydrates, without asking again.
 */
export const noneWhenMissing = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
