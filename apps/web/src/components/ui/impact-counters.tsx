import { Counter } from './counter';

/**
 * One figure of a band: its label, the number it counts to (from `from`, 0 by default) with an
 * optional prefix and suffix, and an optional caption. `group: false` prints years as 2025, not 2,025.
 */
export type Impact = { label: string; to: number; from?: number; prefix?: string; suffix?: string; group?: boolean; caption?: string };

/** A band of figures that count up once when fully in view (spec points 4 and 9): every page's counters. */
export function ImpactCounters({ title, items }: { title: string; items: Impact[] }) {
  return (
    <section aria-label={title} className="bg-brand-800 text-white">
      {/* Two a row on phones, an odd last one centred; one row from lg. */}
      <dl className="mx-auto flex max-w-7xl flex-wrap justify-center gap-y-10 px-4 py-14 text-center sm:py-16">
        {items.map((item) => (
          <div key={item.label} className="flex basis-1/2 flex-col items-center gap-2 px-2 lg:flex-1 lg:basis-0">
            <dt className="max-w-[16rem] font-semibold text-brand-50">{item.label}</dt>
            {/* Shown first, read after its label: a term comes before its description. */}
            <dd className="order-first font-display text-4xl font-bold text-gold-300 tabular-nums sm:text-5xl">
              <Counter to={item.to} from={item.from} prefix={item.prefix} suffix={item.suffix} group={item.group} />
            </dd>
            {item.caption && <dd className="max-w-[16rem] text-sm text-brand-100">{item.caption}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
