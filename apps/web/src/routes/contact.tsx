import { PageHero } from '../components/ui/page-hero';
import { usePageMeta } from '../lib/use-page-meta';
import { ContactDetails } from '../features/about/components/contact-details';
import { ContactForm } from '../features/forms/components/contact-form';
import { useSettings } from '../lib/settings';
import { m } from '../paraglide/messages.js';

export default function ContactPage() {
  usePageMeta(m.site_contact_title(), m.site_contact_description());
  const { data: settings, isPending } = useSettings();
  return (
    <>
      <PageHero eyebrow={m.site_contact_title()} title={m.site_contact_heading()}>
        {m.site_contact_intro()}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[1fr_1.6fr] lg:py-20">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="mb-6 text-3xl text-brand-800">
            {m.site_contact_reach_heading()}
          </h2>
          <ContactDetails settings={settings} loading={isPending} />
        </section>
        <section aria-labelledby="message-heading" className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-brand-100 sm:p-10">
          <h2 id="message-heading" className="text-3xl text-brand-800">
            {m.site_contact_message_heading()}
          </h2>
          <p className="mt-2 mb-8 text-muted">{m.site_contact_fields_note()}</p>
          <ContactForm kind="contact" label={m.site_contact_form_label()} />
        </section>
      </div>
    </>
  );
}
