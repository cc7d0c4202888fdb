import { scoutActivities } from '../data/scouts';

/** The six activity cards of the scouts page. */
export function ScoutActivities() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {scoutActivities.map((a) => (
        <li key={a.key} className="group overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
          <img src={`/images/pages/scouts/${a.key}.svg`} alt="" width={400} height={230} loading="lazy" decoding="async" className="aspect-[40/23] w-full bg-brand-50 object-cover" />
          <div className="p-6">
            <h3 className="text-xl text-brand-800">{a.title()}</h3>
            <p className="mt-2 text-muted">{a.text()}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
