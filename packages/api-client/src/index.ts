import type { ErrorBody, FieldErrors } from '@foundation/contract/errors';
import { messages } from '@foundation/contract/messages';

/**
 * The one fetch client of the web and the back office. It knows HTTP, JSON and the bearer token;
 * what a message should say to a person (spec point 8 and the like) stays with the feature that
 * shows it, which reads `body`.
 */

/** An answer that was not 2xx: its status and its parsed body (JSON, else the text, else null). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messageOf(body) ?? (status >= 500 ? messages.serverError : `API ${status}`));
  }

  /** The 422 errors map, field -> messages, when the server sent one (ErrorBody). */
  get fieldErrors(): FieldErrors {
    const errors = (this.body as Partial<ErrorBody> | null)?.errors;
    return errors && typeof errors === 'object' ? errors : {};
  }
}

/** No answer at all (offline, DNS, CORS): distinct from an HTTP error. */
export class NetworkError extends Error {
  constructor(message: string = messages.networkError) {
    super(message);
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as Partial<ErrorBody> | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** A body as JSON when it is JSON, else the text (a proxy's error page), else null when empty. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = `${base}${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export interface RequestOptions {
  /** Prefix of every path; '/api/' unless given. */
  base?: string;
  /** GET without a body, POST with one, unless given. */
  method?: string;
  query?: Query;
  /** FormData is sent as it is; anything else as JSON. */
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  accept?: string;
  /** The reader's language (Accept-Language): the API answers with the Urdu text where staff wrote one. */
  language?: string;
  /** Called on a 401 to a request that carried a token: the session is over. */
  onUnauthorized?: () => void;
  /** The transport; the global fetch unless given (the server's own render reads the API in process). */
  fetch?: typeof fetch;
}

/** A fetch that resolves to a 2xx Response and throws ApiError or NetworkError otherwise. */
export async function send(path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: opts.accept ?? 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.language) headers['Accept-Language'] = opts.language;
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(buildUrl(opts.base ?? '/api/', path, opts.query), {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError();
  }
  if (res.ok) return res;
  const parsed = parseBody(await res.text().catch(() => ''));
  if (res.status === 401 && opts.token) opts.onUnauthorized?.();
  throw new ApiError(res.status, parsed);
}

/** `send`, then the parsed body (null for 204 or an empty answer). */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  return parseBody(await res.text()) as T;
}
