import type { QueryClient } from '@tanstack/react-query';
import { clearToken, saveToken } from '../../../lib/auth-storage';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * useToken re-reads storage every second and on `storage` events, which other tabs fire. We
 * fire one in this tab too, so the header changes the moment someone logs in or out.
 */
const announce = () => window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));

export function startSession(token: string) {
  saveToken(token);
  announce();
}

/** Forgets the session here: the stored token and everything fetched with it. */
export function endSession(queryClient: QueryClient) {
  clearToken();
  queryClient.removeQueries({ queryKey: ['learner'] });
  announce();
}
