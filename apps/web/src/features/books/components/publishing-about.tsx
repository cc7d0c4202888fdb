import { Link } from 'wouter';
import { Reveal } from '../../../components/ui/reveal';
import { SplitSection } from '../../../components/ui/split-section';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';

/** The languages we publish in; message functions, read while rendering. */
const languages: [string, () => string][] = [
  ['ur', m.media_publishing_language_urdu],
  ['en', m.media_publishing_language_english],
  ['sd', m.media_publishing_language_sindhi],
  ['ps', m.media_publishing_language_pashto],
  ['pa', m.media_publishing_language_punjabi],
  ['ar', m.media_publishing_language_arabic],
];

/** Who publishes these books and why they are free: the about block of the publishing page. */
export function PublishingAbout() {
  const aside = (
    <Reveal className="rounded-3xl bg-cream p-8 ring-1 ring-gold-300 sm:p-10">
      <h3 className="text-2xl text-brand-800">{m.media_publishing_languages_heading()}</h3>
      <ul className="mt-6 flex flex-wrap gap-3">
        {languages.map(([code, language]) => (
          <li key={code} className="rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            {language()}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-muted">{m.media_publishing_new_titles()}</p>
    </Reveal>
  );
  return (
    <SplitSection eyebrow={m.media_publishing_about_eyebrow()} title={m.media_publishing_about_title()} intro={m.media_publishing_about_intro()} aside={aside}>
      <p className="text-muted">{m.media_publishing_at_cost()}</p>
      <Link to={href('donate')} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {m.media_publishing_sponsor()}
      </Link>
    </SplitSection>
  );
}
