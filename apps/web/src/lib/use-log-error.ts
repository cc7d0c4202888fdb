import { useEffect } from 'react';
import { ApiError } from './api-client';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Spec point 8: a failed load is logged and the page carries on without that part. On a detail
 * page an unknown id (404) is an answer, not a failure: pass `detail` to keep it out of the log.
 */
export function useLogError(error: unknown, what: string, { detail = false } = {}) {
  const failed = Boolean(error) && !(detail && isNotFound(error));
  useEffect(() => {
    if (failed) console.error(`Could not load ${what}`, error);
  }, [failed, error, what]);
}
