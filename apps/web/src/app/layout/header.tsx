import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { useSettings } from '../../lib/settings';
import { AccountMenu } from '../../features/learners/components/account-menu';
import { BroadcastIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '../../components/icons';
import { href } from '../../lib/routes';
import { navItems } from './nav-items';
import { NavList } from './nav-list';
import { SocialLinks } from './social-links';
import { Logo } from './logo';
import { LanguageLink } from './language-link';
import { Ltr } from '../../components/ui/ltr';
import { m } from '../../paraglide/messages.js';

export function Header() {
  const { data: settings } = useSettings();
  const [open, setOpen] = useState(false);
  const [pathname] = useLocation();
  const menuId = useId();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const phone = settings?.company_phone;
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <div className="bg-brand-800 text-sm text-brand-50">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <div className="flex min-w-0 items-center gap-5">
            {phone && (
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="flex items-center gap-2 hover:text-gold-300">
                <PhoneIcon />{' '}
                <span>
                  {m.site_hotline()} <Ltr className="whitespace-nowrap">{phone}</Ltr>
                </span>
              </a>
            )}
            {settings?.company_email && (
              <a href={`mailto:${settings.company_email}`} className="hidden items-center gap-2 hover:text-gold-300 sm:flex">
                <MailIcon /> <Ltr>{settings.company_email}</Ltr>
              </a>
            )}
          </div>
          <div className="flex items-center gap-3">
            {/* Spec point 2: a small link to /live. It does not know whether anything is on air, so it does not pulse or say LIVE. */}
            <Link to={paths.live} className="flex items-center gap-1.5 rounded-full whitespace-nowrap bg-white/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide hover:bg-white/15 hover:text-gold-300">
              <BroadcastIcon /> {m.site_header_live()}
              <span className="sr-only sm:not-sr-only">{` ${m.site_header_stream()}`}</span>
            </Link>
            <LanguageLink className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide hover:bg-white/15 hover:text-gold-300" />
            <SocialLinks settings={settings} className="hidden md:flex" />
          </div>
        </div>
      </div>

      <nav aria-label={m.site_nav_main()} className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Logo src={settings?.company_logo} />
        <NavList
          items={navItems}
          className="hidden items-center gap-1 xl:flex"
          linkClassName={({ isActive }) => `rounded-md px-2.5 py-2 text-[15px] font-medium hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-ink'}`}
        />
        <div className="flex items-center gap-2">
          <Link
            to={href('donation', {}, { type: 'DONATION', id: 0 })}
            className="rounded-full bg-gold-500 px-5 py-2.5 font-semibold text-brand-900 shadow-sm hover:bg-gold-400"
          >
            {m.site_donate()}
          </Link>
          <div className="hidden items-center gap-2 lg:flex">
            <AccountMenu />
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-2xl text-brand-800 xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? m.site_menu_close() : m.site_menu_open()}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>

      <div id={menuId} hidden={!open} className="border-t border-brand-100 bg-white xl:hidden">
        <NavList
          items={[{ to: paths.home, label: m.site_nav_home }, ...navItems, { to: paths.contact, label: m.site_nav_contact }]}
          className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:grid-cols-2"
          linkClassName="block rounded-md px-3 py-2.5 font-medium text-ink hover:bg-brand-50"
        />
        <div className="flex flex-wrap items-center gap-2 border-t border-brand-50 px-4 py-3">
          <LanguageLink className="block rounded-md px-3 py-2.5 font-medium text-ink hover:bg-brand-50" />
          <div className="flex flex-wrap items-center gap-2 lg:hidden">
            <AccountMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
