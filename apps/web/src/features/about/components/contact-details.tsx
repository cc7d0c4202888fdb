import type { ReactNode } from 'react';
import type { Settings } from '@foundation/contract/settings';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/icons';
import { Ltr } from '../../../components/ui/ltr';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-xl text-brand-700">{icon}</span>
      <div>
        <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
        <div className="mt-1 text-base text-ink sm:text-lg">{children}</div>
      </div>
    </li>
  );
}

/** The shape of a detail while settings load, so the cards below do not jump when they arrive. */
function Placeholder() {
  return (
    <li aria-hidden="true" className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <span className="size-12 shrink-0 rounded-full bg-brand-50" />
      <div className="flex-1 pt-1">
        <span className="block h-4 w-24 rounded bg-brand-50" />
        <span className="mt-3 block h-5 w-4/5 rounded bg-brand-50 sm:h-6" />
      </div>
    </li>
  );
}

/** Address, hotline and e-mail from settings (spec point 3); a detail not yet set is left out. */
export function ContactDetails({ settings, loading = false }: { settings: Settings | undefined; loading?: boolean }) {
  const phone = settings?.company_phone;
  const email = settings?.company_email;
  return (
    <ul className="grid gap-4">
      {loading && [1, 2, 3].map((n) => <Placeholder key={n} />)}
      {settings?.company_address && (
        <Detail icon={<PinIcon />} title={m.about_contact_visit()}>
          <address className="not-italic" lang={langOfContent(settings.company_address)}>
            {settings.company_address}
          </address>
        </Detail>
      )}
      {phone && (
        <Detail icon={<PhoneIcon />} title={m.about_contact_hotline()}>
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-brand-700 hover:underline">
            <Ltr>{phone}</Ltr>
          </a>
        </Detail>
      )}
      {email && (
        <Detail icon={<MailIcon />} title={m.about_contact_email()}>
          <a href={`mailto:${email}`} className="font-semibold break-all text-brand-700 hover:underline">
            <Ltr>{email}</Ltr>
          </a>
        </Detail>
      )}
      <Detail icon={<ClockIcon />} title={m.about_contact_hours()}>
        {m.about_contact_hours_text()}
        <span className="block text-base text-muted">{m.about_contact_hours_note()}</span>
      </Detail>
    </ul>
  );
}
