import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { SectionHeading } from '../components/ui/section-heading';
import { usePageMeta } from '../lib/use-page-meta';
import { ScoutActivities } from '../features/about/components/scout-activities';
import { ScoutGallery } from '../features/about/components/scout-gallery';
import { ScoutPledge } from '../features/about/components/scout-pledge';
import { ContactForm } from '../features/forms/components/contact-form';
import { m } from '../paraglide/messages.js';

export default function ScoutsPage() {
  usePageMeta(m.about_scouts(), m.about_scouts_meta_description());
  return (
    <>
      <PageHero eyebrow={m.about_foundation_scouts()} title={m.about_scouts_title()} image="/images/pages/scouts/hero.svg">
        {m.about_scouts_intro()}
        <a href="#join-us" className="mt-6 block w-fit rounded-full bg-gold-500 px-6 py-3 text-base font-semibold text-brand-900 hover:bg-gold-400">
          {m.about_join_us()}
        </a>
      </PageHero>
      <ScoutPledge />
      <PageSection
        id="activities-heading"
        eyebrow={m.about_scouts_activities_eyebrow()}
        title={m.about_scouts_activities_title()}
        intro={m.about_scouts_activities_intro()}
      >
        <ScoutActivities />
      </PageSection>
      <PageSection id="gallery-heading" eyebrow={m.about_gallery()} title={m.about_scouts_gallery_title()} className="bg-white">
        <ScoutGallery />
      </PageSection>
      <section id="join-us" aria-labelledby="join-heading" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
          <SectionHeading id="join-heading" eyebrow={m.about_join_us()} title={m.about_scouts_join_title()}>
            {m.about_scouts_join_intro()}
          </SectionHeading>
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-brand-100 sm:p-10">
            <ContactForm kind="joinUs" label={m.about_scouts_join_form()} />
          </div>
        </div>
      </section>
    </>
  );
}
