import { lazy } from 'react';
import { paths } from '@foundation/contract/routes';
import { useSettings } from '../../lib/settings';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { WhenVisible } from '../../components/ui/when-visible';
import { navItems } from './nav-items';
import { NavList } from './nav-list';
import { SocialLinks } from './social-links';

// The membership form (and its validation code) loads only when the footer comes into view.
const MembershipForm = lazy(() => import('../../features/forms/components/membership-form'));

export function Footer() {
  const { data: settings } = useSettings();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 className="text-2xl text-white">Serving with faith since 1985</h2>
          <p className="mt-3 max-w-md text-brand-100">
            Free education, more than 2,000 published books, and welfare that reaches families across Pakistan — carried by
            volunteers and donors like you.
          </p>
          <ul className="mt-6 space-y-3">
            {settings?.company_phone && (
              <li>
                <a href={`tel:${settings.company_phone.replace(/[^+\d]/g, '')}`} className="flex items-center gap-3 text-lg font-semibold text-gold-300">
                  <PhoneIcon /> Hotline {settings.company_phone}
                </a>
              </li>
            )}
            {settings?.company_email && (
              <li>
                <a href={`mailto:${settings.company_email}`} className="flex items-center gap-3 hover:text-gold-300">
                  <MailIcon /> {settings.company_email}
                </a>
              </li>
            )}
            {settings?.company_address && <li className="text-brand-100">{settings.company_address}</li>}
          </ul>
          <SocialLinks settings={settings} className="mt-6 text-xl" />
          <nav aria-label="Footer" className="mt-8">
            <NavList
              items={[...navItems, { to: paths.contact, label: 'Contact Us' }, { to: paths.donate, label: 'Donate' }, { to: paths.trackDonation, label: 'Track my donation' }]}
              className="grid grid-cols-2 gap-2 text-brand-100 sm:grid-cols-3"
              linkClassName="hover:text-gold-300"
              markCurrent={false}
            />
          </nav>
        </div>
        <section aria-labelledby="membership-heading" className="rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8">
          <h2 id="membership-heading" className="text-2xl text-brand-800">
            Become a member
          </h2>
          <p className="mt-1 text-muted">Join as a basic member, or as an active member who volunteers in your district.</p>
          <WhenVisible fallback={<div className="h-96" />}>
            <MembershipForm />
          </WhenVisible>
        </section>
      </div>
      <p className="border-t border-brand-800 py-5 text-center text-sm text-brand-200">
        © 2024 Foundation. All rights reserved.
      </p>
    </footer>
  );
}
