import { messages } from '@foundation/contract/messages';

/** An answer that was not 2xx: its status and parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? (status >= 500 ? messages.serverError : `API ${status}`));
  }

  /** The 422 errors map, field -> messages, when the server sent one. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export const ADMIN_API = '/api/admin/';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  method?: string;
  signal?: AbortSignal;
  /** Called on a 401 to a request that carried a token: the session is over. */
  onUnauthorized?: () => void;
}

/** A fetch to the admin API; throws ApiError for a non-2xx answer and for no answer at all. */
export async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let res: Response;
  try {
    res = await fetch(ADMIN_API + path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { message: messages.networkError });
  }
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON (a proxy's error page): the status alone will do */
  }
  const error = new ApiError(res.status, body);
  if (res.status === 401 && opts.token) opts.onUnauthorized?.();
  throw error;
}

export async function callJson<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const res = await call(path, opts);
  return (res.status === 204 ? null : await res.json()) as T;
}
