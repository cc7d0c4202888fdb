import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { staffMessages } from '@foundation/contract/staff-messages';
import type { Staff, StaffLoginResponse } from '@foundation/contract/staff';
import { call, callJson, type CallOptions } from './api';
import { clearSession, readSession, saveSession, saveStaff, type Session } from './session';

type AuthedOptions = Omit<CallOptions, 'token' | 'onUnauthorized'>;

interface SessionValue {
  session: Session | null;
  /** Why the sign-in screen is showing, when it is not the first visit (the session ended). */
  notice: string | null;
  signIn: (login: StaffLoginResponse) => void;
  signOut: () => Promise<void>;
  /** The signed-in member as the API now answers them (after turning the second factor on or off). */
  updateStaff: (staff: Staff) => void;
  /** A JSON call with the staff token; a 401 ends the session. */
  request: <T>(path: string, opts?: AuthedOptions) => Promise<T>;
  /** A file (the receipt) with the staff token: an <img src> cannot send the header. */
  fetchFile: (path: string, signal?: AbortSignal) => Promise<Blob>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(readSession);
  const [notice, setNotice] = useState<string | null>(null);

  // Nothing a signed-out screen shows may come from the last session's cache.
  const end = useCallback(
    (message: string | null) => {
      clearSession();
      queryClient.clear();
      setSession(null);
      setNotice(message);
    },
    [queryClient],
  );
  const expire = useCallback(() => end(staffMessages.signedOut), [end]);

  // The server would refuse the token after expires_at anyway; ending it here says so at once.
  useEffect(() => {
    if (!session) return;
    // Capped: setTimeout fires at once for any delay past 2^31-1 ms (about 24 days).
    const timer = setTimeout(expire, Math.min(2 ** 31 - 1, Math.max(0, Date.parse(session.expires_at) - Date.now())));
    return () => clearTimeout(timer);
  }, [session, expire]);

  const value = useMemo<SessionValue>(() => {
    const token = session?.token ?? null;
    const authed = (opts: AuthedOptions = {}): CallOptions => ({ ...opts, token, onUnauthorized: expire });
    return {
      session,
      notice,
      signIn: (login) => {
        queryClient.clear();
        setSession(saveSession(login));
        setNotice(null);
      },
      updateStaff: (staff) => setSession((current) => (current ? saveStaff(current, staff) : current)),
      signOut: async () => {
        // Revoke on the server too; if that fails the token still leaves this browser.
        await call('logout', { method: 'POST', token }).catch(() => undefined);
        end(null);
      },
      request: (path, opts) => callJson(path, authed(opts)),
      fetchFile: async (path, signal) => (await call(path, authed({ signal }))).blob(),
    };
  }, [session, notice, queryClient, expire, end]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
