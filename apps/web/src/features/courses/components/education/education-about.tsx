import { Reveal } from '../../../../components/ui/reveal';
import { SplitSection } from '../../../../components/ui/split-section';
import { m } from '../../../../paraglide/messages.js';

/** The big decorative quotation mark (hidden from screen readers). */
const QUOTE_MARK = '\u201C';

const promises = [m.learn_about_promise_teachers, m.learn_about_promise_pace, m.learn_about_promise_certificate];

/** Who we are as teachers: the about text of the education page. */
export function EducationAbout() {
  const aside = (
    <Reveal as="figure" className="relative rounded-3xl bg-brand-700 p-10 text-white shadow-xl">
      <span aria-hidden="true" className="absolute -top-6 start-8 font-display text-8xl leading-none text-gold-400">
        {QUOTE_MARK}
      </span>
      <blockquote className="font-display text-2xl leading-relaxed">{m.learn_about_quote()}</blockquote>
      <figcaption className="mt-6 text-sm font-semibold tracking-widest text-gold-300 uppercase">{m.learn_about_quote_caption()}</figcaption>
    </Reveal>
  );
  return (
    <SplitSection eyebrow={m.learn_about_eyebrow()} title={m.learn_about_title()} intro={m.learn_about_intro()} columns="lg:grid-cols-[1.2fr_1fr]" aside={aside}>
      <p className="text-muted">{m.learn_about_text()}</p>
      <ul className="mt-8 space-y-3">
        {promises.map((promise) => promise()).map((promise) => (
          <li key={promise} className="flex items-start gap-3 font-semibold text-brand-800">
            <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-gold-500" />
            {promise}
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
