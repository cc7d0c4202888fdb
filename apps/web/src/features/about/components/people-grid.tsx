import type { Person } from '../data/people';
import { NameAndRole } from './name-and-role';

const tones = ['bg-brand-700', 'bg-gold-700', 'bg-brand-600', 'bg-brand-800', 'bg-brand-900'];

// Titles are not initials, in English or in Urdu.
const honorifics =
  /^(Maulana|Qari|Sufi|Hafiz|Pir|Syed|Hakeem|Ustadha|Hazrat|Dr\.|Engr\.|Prof\.|Col\.|\(R\)|Mufti|Chaudhry|مولانا|قاری|صوفی|حافظ|پیر|سید|حکیم|استاذہ|حضرت|ڈاکٹر|انجینئر|پروفیسر|کرنل|\(ر\)|مفتی|چوہدری)$/;

/**
 * Initials stand in for photographs: light, respectful, the same on every screen. Urdu letters
 * are kept apart by a zero-width non-joiner, so each shows as a letter of its own.
 */
const initials = (name: string) => {
  const words = name.split(/\s+/).filter((w) => !honorifics.test(w));
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((w) => w?.[0] ?? '').join(/[\u0600-\u06FF]/.test(name) ? '\u200C' : '');
};

/** A grid of people with their role; the order given is the order shown. */
export function PeopleGrid({ people, label }: { people: Person[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {people.map((p, i) => (
        <li key={p.id} data-person-id={p.id} className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
          <span className={`grid size-14 shrink-0 place-items-center rounded-full font-display text-lg font-bold text-white ${tones[i % tones.length]}`} aria-hidden="true">
            {initials(p.name)}
          </span>
          <NameAndRole name={p.name} role={p.role} />
        </li>
      ))}
    </ul>
  );
}
