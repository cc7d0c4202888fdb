import { milestones } from '../data/foundation';
import { m } from '../../../paraglide/messages.js';

/** The foundation's story in a paragraph and five milestones. */
export function OurStory() {
  return (
    <div className="grid gap-12 lg:grid-cols-2">
      <div className="space-y-5 text-lg leading-relaxed text-ink/90">
        <p>{m.about_story_p1()}</p>
        <p>{m.about_story_p2()}</p>
      </div>
      <ol className="relative space-y-6 border-s-2 border-gold-500/60 ps-8">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span className="absolute top-1.5 -start-[2.55rem] size-4 rounded-full border-4 border-white bg-gold-500" aria-hidden="true" />
            <p className="font-display text-2xl font-bold text-brand-700">{milestone.year}</p>
            <p className="text-muted">{milestone.text()}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
