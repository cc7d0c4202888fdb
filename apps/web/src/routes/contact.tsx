import { PageHero } from '../components/ui/page-hero';
import { usePageMeta } from '../lib/use-page-meta';
import { ContactDetails } from '../features/about/components/contact-details';
import { ContactForm } from '../features/forms/components/contact-form';
import { useSettings } from '../lib/settings';

export default function ContactPage() {
  usePageMeta('Contact us', 'Reach the foundation by hotline, e-mail or the contact form; we answer within two working days.');
  const { data: settings, isPending } = useSettings();
  return (
    <>
      <PageHero eyebrow="Contact us" title="We would love to hear from you">
        A question about a donation, a family that needs help, a book you are looking for, or an offer of your time — write to us
        and a member of our team will answer within two working days.
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[1fr_1.6fr] lg:py-20">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="mb-6 text-3xl text-brand-800">
            Ways to reach us
          </h2>
          <ContactDetails settings={settings} loading={isPending} />
        </section>
        <section aria-labelledby="message-heading" className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-brand-100 sm:p-10">
          <h2 id="message-heading" className="text-3xl text-brand-800">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-muted">All fields are needed so we can answer you properly.</p>
          <ContactForm kind="contact" label="Contact form" />
        </section>
      </div>
    </>
  );
}
