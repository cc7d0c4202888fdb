import { Counter } from '../../../components/ui/counter';

export type Impact = { label: string; to: number; suffix?: string; caption: string };

/** Figures that count up once when the strip is fully in view (spec point 4). */
export function ImpactCounters({ title, items }: { title: string; items: Impact[] }) {
  return (
    <section aria-label={title} className="bg-brand-800 py-14 text-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-y-10 px-4 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.label} className="px-2 text-center">
            <Counter to={item.to} suffix={item.suffix} className="block font-display text-5xl text-gold-300 sm:text-6xl" />
            <p className="mt-2 text-lg font-semibold">{item.label}</p>
            <p className="text-sm text-brand-100">{item.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec point 9: the home counters. */
export const homeImpact: Impact[] = [
  { label: 'Education', to: 45, suffix: '+', caption: 'schools and study centres supported' },
  { label: 'Medical', to: 140, suffix: '+', caption: 'free medical camps held' },
  { label: 'Donation', to: 35, suffix: '+', caption: 'giving campaigns completed' },
  { label: 'Welfare', to: 20, suffix: '+', caption: 'welfare programmes running' },
];
