import { leaders } from '../data/foundation';
import { NameAndRole } from './name-and-role';

const QUOTE = '“';

/** Words from the people who lead the foundation. */
export function LeaderMessages() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {leaders.map((l) => (
        <li key={l.key}>
          <figure className="flex h-full flex-col rounded-3xl border border-brand-100 bg-white p-7 shadow-sm">
            <span className="font-display text-6xl leading-none text-gold-500" aria-hidden="true">
              {QUOTE}
            </span>
            <blockquote className="flex-1 text-lg leading-relaxed text-ink">{l.message()}</blockquote>
            <figcaption className="mt-6 flex items-center gap-4 border-t border-brand-50 pt-5">
              <img src={`/images/pages/foundation/${l.key}.svg`} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-16 rounded-full bg-brand-50" />
              <NameAndRole name={l.name()} role={l.role()} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
