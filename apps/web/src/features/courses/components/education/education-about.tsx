import { Reveal } from '../../../../components/ui/reveal';
import { SplitSection } from '../../../../components/ui/split-section';

const promises = ['Taught by scholars and working professionals', 'Learn at your own pace, on any phone', 'A certificate when you complete a course'];

const intro =
  'In 1985 a handful of volunteers began teaching children to read in a single rented room. Today the foundation runs more than fifty institutes and an online school that reaches learners from Gilgit to Karachi and far beyond.';

/** Who we are as teachers: the about text of the education page. */
export function EducationAbout() {
  const aside = (
    <Reveal as="figure" className="relative rounded-3xl bg-brand-700 p-10 text-white shadow-xl">
      <span aria-hidden="true" className="absolute -top-6 start-8 font-display text-8xl leading-none text-gold-400">
        &ldquo;
      </span>
      <blockquote className="font-display text-2xl leading-relaxed">
        A lesson given freely is a lamp passed from hand to hand. It lights the one who gives it as much as the one who
        receives it.
      </blockquote>
      <figcaption className="mt-6 text-sm font-semibold tracking-widest text-gold-300 uppercase">Our teachers&apos; motto</figcaption>
    </Reveal>
  );
  return (
    <SplitSection eyebrow="About our education" title="Forty years of teaching with heart" intro={intro} columns="lg:grid-cols-[1.2fr_1fr]" aside={aside}>
      <p className="text-muted">
        Our courses join faith and everyday skill: Qur&apos;an and character alongside computing, languages and a trade. Each
        one is built so a student with a phone and an hour a day can finish it — and each is free, because knowledge given
        freely keeps on giving.
      </p>
      <ul className="mt-8 space-y-3">
        {promises.map((p) => (
          <li key={p} className="flex items-start gap-3 font-semibold text-brand-800">
            <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-gold-500" />
            {p}
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
