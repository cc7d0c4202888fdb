import { TOKEN_TTL_MS } from '@foundation/contract/learner-messages';
import { store, storageKeys } from './storage-keys';

/** The session of spec point 4: a token and its expiry (24 h) in local storage. */
export function readToken(now = Date.now()): string | null {
  const token = store.get(storageKeys.token);
  const expires = Number(store.get(storageKeys.tokenExpireDate));
  if (!token) return null;
  if (!expires || expires <= now) {
    clearToken();
    return null;
  }
  return token;
}

export function saveToken(token: string, now = Date.now()) {
  store.set(storageKeys.token, token);
  store.set(storageKeys.tokenExpireDate, String(now + TOKEN_TTL_MS));
}

export function clearToken() {
  store.remove(storageKeys.token);
  store.remove(storageKeys.tokenExpireDate);
}
