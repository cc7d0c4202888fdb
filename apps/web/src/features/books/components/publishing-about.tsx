import { Link } from 'wouter';
import { Reveal } from '../../../components/ui/reveal';
import { SplitSection } from '../../../components/ui/split-section';
import { href } from '../../../lib/routes';

const languages = ['Urdu', 'English', 'Sindhi', 'Pashto', 'Punjabi', 'Arabic'];

const intro =
  'Since 1985 the foundation has written, translated and printed more than 2,000 titles — and every one of them can be read online or downloaded free of charge.';

/** Who publishes these books and why they are free: the about block of the publishing page. */
export function PublishingAbout() {
  const aside = (
    <Reveal className="rounded-3xl bg-cream p-8 ring-1 ring-gold-300 sm:p-10">
      <h3 className="text-2xl text-brand-800">Published and translated in</h3>
      <ul className="mt-6 flex flex-wrap gap-3">
        {languages.map((l) => (
          <li key={l} className="rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            {l}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-muted">New titles arrive every month. Read them here first, share them freely, and tell us what to publish next.</p>
    </Reveal>
  );
  return (
    <SplitSection eyebrow="About our publishing" title="A publishing house that gives its books away" intro={intro} aside={aside}>
      <p className="text-muted">
        Printed copies are sold at cost, and what they earn pays for the next book. Readers who order a hard copy, or give
        towards one for a school or prison library, keep the presses running for everyone else.
      </p>
      <Link to={href('donate')} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Sponsor a book
      </Link>
    </SplitSection>
  );
}
