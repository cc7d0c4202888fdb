import { request, send, type RequestOptions } from '@foundation/api-client';

export { ApiError, NetworkError } from '@foundation/api-client';

export const ADMIN_API = '/api/admin/';

export type CallOptions = Pick<RequestOptions, 'token' | 'body' | 'method' | 'signal' | 'onUnauthorized'>;

/** A fetch to the admin API; throws ApiError for a non-2xx answer, NetworkError for no answer. */
export const call = (path: string, opts: CallOptions = {}): Promise<Response> => send(path, { ...opts, base: ADMIN_API });

export const callJson = <T,>(path: string, opts: CallOptions = {}): Promise<T> => request<T>(path, { ...opts, base: ADMIN_API });
