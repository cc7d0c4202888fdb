import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ROLES, type StaffRole } from '@foundation/contract/staff-messages';
import type { Staff } from '@foundation/contract/staff';
import { cx } from '../components';
import { InboxBadge } from '../features/inbox/nav-badge';
import { NotAllowed } from '../features/staff';
import { useSession } from '../lib/use-session';
import { sections } from './resources';

interface Item {
  to: string;
  label: string;
  current: (path: string) => boolean;
  /** Who may open it: the roles its API routes serve. */
  roles: readonly StaffRole[];
}

const under = (base: string) => (path: string) => path === base || path.startsWith(`${base}/`);

const donations: Item = { to: '/', label: 'Donations', current: (p) => p === '/' || under('/donations')(p), roles: ROLES.money };

/** The registry is the menu: donation review and every declared resource, in their sections. */
const groups = sections.map((s) => ({
  label: s.label,
  items: s.items.map(
    (r): Item => (r === 'donations' ? donations : { to: `/${r.path}`, label: r.label, current: under(`/${r.path}`), roles: r.roles ?? ROLES.content }),
  ),
}));
const items = groups.flatMap((g) => g.items);

/** The screen an address is on: the most specific item that claims it (/reports/funds is the funds report, not the dashboard at /reports). */
const hereOf = (list: Item[], pathname: string) =>
  list.filter((i) => i.current(pathname)).sort((a, b) => b.to.length - a.to.length)[0];

/** The menu a member sees: what their role may open, and nothing while they must set up a second factor. */
function menuFor(staff: Staff | undefined) {
  if (!staff || staff.two_factor_setup_required) return [];
  return groups.map((g) => ({ ...g, items: g.items.filter((i) => i.roles.includes(staff.role)) })).filter((g) => g.items.length > 0);
}

/**
 * What an address shows for the signed-in member: the screen, the "not allowed for your role" page,
 * or (the home page is donations, which not every role opens) their first screen. A member who must
 * set up a second factor (ADMIN_REQUIRE_2FA) is taken to their account page, the only one open to them.
 */
export function RoleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { session } = useSession();
  const staff = session?.staff;
  if (!staff) return children;
  if (staff.two_factor_setup_required) return pathname === '/account' ? children : <Navigate to="/account" replace />;
  const here = hereOf(items, pathname);
  if (!here || here.roles.includes(staff.role)) return children;
  const first = menuFor(staff)[0]?.items[0];
  if (pathname === '/' && first) return <Navigate to={first.to} replace />;
  return <NotAllowed screen={here.label} role={staff.role} home={first} />;
}

/** A sidebar from 1024 px; below, one Menu button that opens the same list. */
export function Navigation() {
  const { pathname } = useLocation();
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  // A choice made from the phone menu closes it, so the page it opened is what shows.
  useEffect(() => setOpen(false), [pathname]);
  const menu = menuFor(session?.staff);
  const here = hereOf(menu.flatMap((g) => g.items), pathname);
  if (menu.length === 0) return null;
  return (
    <nav aria-label="Back office" className="lg:w-52 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="admin-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold lg:hidden"
      >
        <span>
          Menu{here && <span className="font-normal text-muted">: {here.label}</span>}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id="admin-menu" className={cx('mt-2 space-y-2 rounded-md border border-slate-300 bg-white p-1 lg:sticky lg:top-4 lg:mt-0 lg:block', !open && 'hidden')}>
        {menu.map((group, i) => (
          <section key={group.label} aria-labelledby={`menu-${i}`}>
            <h2 id={`menu-${i}`} className="px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
              {group.label}
            </h2>
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const current = item === here;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={current ? 'page' : undefined}
                      className={cx('block rounded px-3 py-1.5 text-sm font-semibold', current ? 'bg-brand-800 text-white' : 'text-ink hover:bg-brand-50')}
                    >
                      {item.label}
                      <InboxBadge path={item.to.slice(1)} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
