import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { SectionHeading } from '../components/ui/section-heading';
import { usePageMeta } from '../lib/use-page-meta';
import { ScoutActivities } from '../features/about/components/scout-activities';
import { ScoutGallery } from '../features/about/components/scout-gallery';
import { ScoutPledge } from '../features/about/components/scout-pledge';
import { ContactForm } from '../features/forms/components/contact-form';

export default function ScoutsPage() {
  usePageMeta('Scouts', 'Foundation Scouts build character through camping, hiking, first aid and service. Join a troop near you.');
  return (
    <>
      <PageHero eyebrow="Foundation Scouts" title="Building character, one camp at a time" image="/images/pages/scouts/hero.svg">
        Our scouts are boys and girls from every corner of Pakistan who learn to lead by serving — in camp, on the trail and
        beside their neighbours when disaster strikes.
        <a href="#join-us" className="mt-6 block w-fit rounded-full bg-gold-500 px-6 py-3 text-base font-semibold text-brand-900 hover:bg-gold-400">
          Join Us
        </a>
      </PageHero>
      <ScoutPledge />
      <PageSection
        id="activities-heading"
        eyebrow="What scouts do"
        title="Six skills for a lifetime"
        intro="Every troop meets weekly and camps each season. Along the way, a scout earns badges in six areas of growth."
      >
        <ScoutActivities />
      </PageSection>
      <PageSection id="gallery-heading" eyebrow="Gallery" title="A year in the life of a troop" className="bg-white">
        <ScoutGallery />
      </PageSection>
      <section id="join-us" aria-labelledby="join-heading" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.5fr]">
          <SectionHeading id="join-heading" eyebrow="Join Us" title="Become a scout or a scout leader">
            Young people aged 10 to 25 can join a troop near them, and adults can train as leaders. Tell us about yourself and the
            nearest troop will be in touch.
          </SectionHeading>
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-brand-100 sm:p-10">
            <ContactForm kind="joinUs" label="Join Us form" />
          </div>
        </div>
      </section>
    </>
  );
}
