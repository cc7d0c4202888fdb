import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useToken } from '../../lib/use-token';

/** The spec's guard: it only checks that a token is stored (and not expired). */
export function RequireToken({ children }: { children: ReactNode }) {
  const token = useToken();
  return token ? children : <Redirect to="/" replace />;
}
