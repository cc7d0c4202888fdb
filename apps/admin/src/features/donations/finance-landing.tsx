import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session';

const LANDED_KEY = 'foundation.landed';

/**
 * Finance's first screen is the dashboard: the first time a finance session opens the plain home
 * address (just after signing in), it goes there. Afterwards "Donations" is the list as for anyone.
 */
export function useFinanceLanding(): boolean {
  const { session } = useSession();
  const { search } = useLocation();
  return session?.staff.role === 'finance' && !search && sessionStorage.getItem(LANDED_KEY) !== session.token;
}

export function FinanceLanding() {
  const { session } = useSession();
  useEffect(() => {
    if (session) sessionStorage.setItem(LANDED_KEY, session.token);
  }, [session]);
  return <Navigate to="/reports" replace />;
}
