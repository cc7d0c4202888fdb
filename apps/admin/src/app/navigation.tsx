import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '../components';
import { sections } from './resources';

interface Item {
  to: string;
  label: string;
  current: (path: string) => boolean;
}

const under = (base: string) => (path: string) => path === base || path.startsWith(`${base}/`);

const donations: Item = { to: '/', label: 'Donations', current: (p) => p === '/' || under('/donations')(p) };

/** The registry is the menu: donation review and every declared resource, in their sections. */
const groups = sections.map((s) => ({
  label: s.label,
  items: s.items.map((r): Item => (r === 'donations' ? donations : { to: `/${r.path}`, label: r.label, current: under(`/${r.path}`) })),
}));
const items = groups.flatMap((g) => g.items);

/** A sidebar from 1024 px; below, one Menu button that opens the same list. */
export function Navigation() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A choice made from the phone menu closes it, so the page it opened is what shows.
  useEffect(() => setOpen(false), [pathname]);
  const here = items.find((i) => i.current(pathname));
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
        {groups.map((group, i) => (
          <section key={group.label} aria-labelledby={`menu-${i}`}>
            <h2 id={`menu-${i}`} className="px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
              {group.label}
            </h2>
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const current = item.current(pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={current ? 'page' : undefined}
                      className={cx('block rounded px-3 py-1.5 text-sm font-semibold', current ? 'bg-brand-800 text-white' : 'text-ink hover:bg-brand-50')}
                    >
                      {item.label}
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
