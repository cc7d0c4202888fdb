import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@foundation/contract/routes';
import { useToken } from '../../../lib/use-token';
import { logout } from '../api/logout';
import { endSession } from '../lib/session';
import { learnerDialog, preloadAuthDialog } from '../hooks/learner-dialog';
import { m } from '../../../paraglide/messages.js';

/** The menu button's caret (decorative). */
const CARET = '\u25BE';

const button = 'rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50';

/** Logged out: Login (opens the modal). Logged in: a Dashboard menu with My Courses and Logout. */
export function AccountMenu() {
  const token = useToken();
  if (!token) {
    return (
      <button type="button" className={button} onClick={() => learnerDialog.openAuth()} onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        {m.learn_login()}
      </button>
    );
  }
  return <DashboardMenu token={token} />;
}

function DashboardMenu({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  /** Spec point 4: logout clears storage and goes home; we also revoke the token on the server. */
  const onLogout = () => {
    endSession(queryClient);
    void logout(token).catch(() => undefined);
    navigate(paths.home);
  };

  return (
    <div ref={ref} className="relative">
      <button type="button" className={button} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {m.learn_dashboard()} <span aria-hidden="true">{CARET}</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full start-0 z-50 mt-2 w-48 rounded-xl border border-brand-100 bg-white p-1.5 shadow-lg lg:end-0 lg:start-auto"
      >
        <li>
          <Link to={paths.courseListing} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 font-medium text-ink hover:bg-brand-50">
            {m.learn_my_courses()}
          </Link>
        </li>
        <li>
          <button type="button" onClick={onLogout} className="block w-full rounded-lg px-3 py-2 text-start font-medium text-ink hover:bg-brand-50">
            {m.learn_logout()}
          </button>
        </li>
      </ul>
    </div>
  );
}
