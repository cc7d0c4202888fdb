import { Counter } from '../../../components/ui/counter';

export type Impact = { to: number; label: string; prefix?: string; suffix?: string };

/** A band of figures that count up once when fully in view (spec points 4 and 9). */
export function ImpactCounters({ title, items }: { title: string; items: Impact[] }) {
  return (
    <section aria-label={title} className="bg-brand-900 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse items-center gap-2 text-center">
            <dt className="max-w-[16rem] text-sm text-brand-100 sm:text-base">{item.label}</dt>
            <dd className="font-display text-4xl font-bold text-gold-300 sm:text-5xl">
              <Counter to={item.to} prefix={item.prefix} suffix={item.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
