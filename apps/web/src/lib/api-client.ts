import { messages } from '@foundation/contract/messages';
/** Base of the API; same-origin /api/ unless the build names another host. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/';

/** An answer from the API that was not 2xx: the status and the parsed body (JSON or text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status}`);
  }

  /** The 422 errors map, field -> messages, when the server sent one. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

/** No response at all (offline, DNS, CORS): distinct from an HTTP error. */
export class NetworkError extends Error {}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** A 401 anywhere means the stored session is gone; the auth layer listens for this. */
export const UNAUTHORIZED_EVENT = 'api:unauthorized';

export function apiUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query), { method, headers, body, signal: opts.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(messages.networkError);
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text for the error message */
  }
  if (!res.ok) {
    if (res.status === 401 && opts.token) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    throw new ApiError(res.status, parsed);
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...opts, body }),
};
