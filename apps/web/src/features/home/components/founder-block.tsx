import { paths } from '@foundation/contract/routes';
import { Reveal } from '../../../components/ui/reveal';
import { MoreLink } from './home-section';
import { m } from '../../../paraglide/messages.js';

/** The founder's story and words, the reason the work began. */
export function FounderBlock() {
  return (
    <section aria-labelledby="founder-heading" className="bg-cream py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-[0.8fr_1.2fr] md:gap-16">
        <Reveal>
          <img src="/images/home/founder.svg" alt="" width={400} height={400} loading="lazy" className="mx-auto w-full max-w-sm" />
        </Reveal>
        <Reveal>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{m.about_founder_eyebrow()}</p>
          <h2 id="founder-heading" className="mt-2 text-3xl leading-tight text-brand-800 sm:text-4xl">
            {m.about_founder_title()}
          </h2>
          <blockquote className="mt-6 border-s-4 border-gold-500 ps-5 font-display text-xl leading-relaxed text-ink italic sm:text-2xl">
            {m.about_founder_quote()}
          </blockquote>
          <p className="mt-6 text-lg text-muted">
            {m.about_founder_text()}
          </p>
          <div className="mt-6">
            <MoreLink to={paths.foundation}>{m.about_founder_more()}</MoreLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
