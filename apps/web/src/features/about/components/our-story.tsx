import { milestones } from '../data/foundation';

/** The foundation's story in a paragraph and five milestones. */
export function OurStory() {
  return (
    <div className="grid gap-12 lg:grid-cols-2">
      <div className="space-y-5 text-lg leading-relaxed text-ink/90">
        <p>
          The foundation began in 1985 as a small circle of friends who met to remember Allah and left each gathering with a
          question: who in our street went to bed hungry tonight? The answer became a pot of food, then a kitchen, then a
          welfare trust.
        </p>
        <p>
          Today the same spirit runs schools and free online courses, a publishing house with more than 2,000 free books,
          water projects from Thar to Balochistan, medical camps, a scouts movement and circles of remembrance in every
          province — carried by volunteers and by donors who trust us with their giving.
        </p>
      </div>
      <ol className="relative space-y-6 border-s-2 border-gold-500/60 ps-8">
        {milestones.map((m) => (
          <li key={m.year} className="relative">
            <span className="absolute top-1.5 -start-[2.55rem] size-4 rounded-full border-4 border-white bg-gold-500" aria-hidden="true" />
            <p className="font-display text-2xl font-bold text-brand-700">{m.year}</p>
            <p className="text-muted">{m.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
