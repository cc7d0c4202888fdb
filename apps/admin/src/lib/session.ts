import type { Staff, StaffLoginResponse } from '@foundation/contract/staff';

export interface Session {
  token: string;
  expires_at: string;
  staff: Staff;
}

/** sessionStorage, not localStorage: closing the browser ends a staff session on a shared desk. */
export const SESSION_KEY = 'foundation.staff';

const isSession = (v: unknown): v is Session => {
  const s = v as Partial<Session> | null;
  return (
    typeof s?.token === 'string' &&
    typeof s.expires_at === 'string' &&
    typeof s.staff?.name === 'string' &&
    typeof s.staff.email === 'string' &&
    // A session stored before roles existed is signed in again, so the menu knows what to offer.
    typeof s.staff.role === 'string'
  );
};

export const hasExpired = (s: Session, now = Date.now()) => !(Date.parse(s.expires_at) > now);

/** The stored session, or null when there is none, it is unreadable, or it has expired. */
export function readSession(): Session | null {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
  } catch {
    /* a mangled value is no session */
  }
  if (!isSession(parsed) || hasExpired(parsed)) {
    sessionStorage.removeItem(SESSION_KEY);
    return null;
  }
  return parsed;
}

export function saveSession(login: StaffLoginResponse): Session {
  const session: Session = { token: login.token, expires_at: login.expires_at, staff: login.staff };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
}

/** The same session with the member as the API now describes them (a second factor turned on). */
export function saveStaff(session: Session, staff: Staff): Session {
  const next = { ...session, staff };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(next));
  return next;
}

export const clearSession = () => sessionStorage.removeItem(SESSION_KEY);
