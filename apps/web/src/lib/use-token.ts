import { useEffect, useState } from 'react';
import { readToken } from './auth-storage';

/** The login state, re-read every second as the spec's header does (spec point 4). */
export function useToken(): string | null {
  const [token, setToken] = useState(readToken);
  useEffect(() => {
    const tick = () => setToken(readToken());
    const id = window.setInterval(tick, 1000);
    window.addEventListener('storage', tick);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('storage', tick);
    };
  }, []);
  return token;
}
