import { lazy } from 'react';
import { paths } from '@foundation/contract/routes';
import { useSettings } from '../../lib/settings';
import { useSiteName } from '../../lib/use-page-meta';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { WhenVisible } from '../../components/ui/when-visible';
import { navItems } from './nav-items';
import { NavList } from './nav-list';
import { SocialLinks } from './social-links';
import { Ltr } from '../../components/ui/ltr';
import { langOfContent } from '../../lib/locale';
import { m } from '../../paraglide/messages.js';

// The membership form (and its validation code) loads only when the footer comes into view.
const MembershipForm = lazy(() => import('../../features/forms/components/membership-form'));

export function Footer() {
  const { data: settings } = useSettings();
  const name = useSiteName();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 className="text-2xl text-white">{m.site_footer_heading()}</h2>
          <p className="mt-3 max-w-md text-brand-100">{m.site_footer_intro()}</p>
          <ul className="mt-6 space-y-3">
            {settings?.company_phone && (
              <li>
                <a href={`tel:${settings.company_phone.replace(/[^+\d]/g, '')}`} className="flex items-center gap-3 text-lg font-semibold text-gold-300">
                  <PhoneIcon /> {m.site_hotline()} <Ltr>{settings.company_phone}</Ltr>
                </a>
              </li>
            )}
            {settings?.company_email && (
              <li>
                <a href={`mailto:${settings.company_email}`} className="flex items-center gap-3 hover:text-gold-300">
                  <MailIcon /> <Ltr>{settings.company_email}</Ltr>
                </a>
              </li>
            )}
            {settings?.company_address && (
              <li lang={langOfContent(settings.company_address)} className="text-brand-100">
                {settings.company_address}
              </li>
            )}
          </ul>
          <SocialLinks settings={settings} className="mt-6 text-xl" />
          <nav aria-label={m.site_nav_footer()} className="mt-8">
            <NavList
              items={[...navItems, { to: paths.contact, label: m.site_nav_contact }, { to: paths.donate, label: m.site_donate }, { to: paths.trackDonation, label: m.site_nav_track_donation }, { to: paths.zakatCalculator, label: m.site_nav_zakat_calculator }]}
              className="grid grid-cols-2 gap-2 text-brand-100 sm:grid-cols-3"
              linkClassName="hover:text-gold-300"
              markCurrent={false}
            />
          </nav>
        </div>
        <section aria-labelledby="membership-heading" className="rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8">
          <h2 id="membership-heading" className="text-2xl text-brand-800">
            {m.site_membership_heading()}
          </h2>
          <p className="mt-1 text-muted">{m.site_membership_intro()}</p>
          <WhenVisible fallback={<div className="h-96" />}>
            <MembershipForm />
          </WhenVisible>
        </section>
      </div>
      <p className="border-t border-brand-800 py-5 text-center text-sm text-brand-200">{m.site_copyright({ name })}</p>
    </footer>
  );
}
