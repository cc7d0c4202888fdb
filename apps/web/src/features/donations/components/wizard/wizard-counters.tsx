import { Counter } from '../../../../components/ui/counter';

/** Spec point 9: the donation page's counters, 45, 140, 35 and 20. */
const counters = [
  { to: 45, label: 'Education programmes' },
  { to: 140, label: 'Medical camps' },
  { to: 35, label: 'Donation drives' },
  { to: 20, label: 'Welfare projects' },
];

export function WizardCounters() {
  return (
    <section aria-label="Our work in numbers" className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 text-center md:grid-cols-4">
        {counters.map((c) => (
          <div key={c.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm tracking-wide text-brand-100">{c.label}</dt>
            <dd className="font-display text-4xl text-gold-300 sm:text-5xl">
              <Counter to={c.to} suffix="+" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
