import { Counter } from '../../../components/ui/counter';

export type Stat = { label: string; to: number; from?: number; suffix?: string; group?: boolean };

/** A band of figures that count up once when fully in view (spec point 9). */
export function StatsBand({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-brand-800 text-white">
      {/* Two a row on phones, an odd last one centred; one row from lg. */}
      <dl className="mx-auto flex max-w-7xl flex-wrap justify-center gap-y-10 px-4 py-14 text-center sm:py-16">
        {stats.map((s) => (
          <div key={s.label} className="flex basis-1/2 flex-col-reverse gap-2 px-2 lg:flex-1 lg:basis-0">
            <dt className="text-sm font-semibold tracking-[0.15em] text-brand-100 uppercase">{s.label}</dt>
            <dd className="font-display text-4xl font-bold text-gold-300 tabular-nums sm:text-5xl">
              <Counter to={s.to} from={s.from} suffix={s.suffix} group={s.group} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
