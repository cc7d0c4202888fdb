import { Navigate, Outlet } from 'react-router';
import { useToken } from '../../lib/use-token';

/** The spec's guard: it only checks that a token is stored (and not expired). */
export function RequireToken() {
  const token = useToken();
  return token ? <Outlet /> : <Navigate to="/" replace />;
}
