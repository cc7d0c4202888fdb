import { m } from '../../../paraglide/messages.js';

/** What scouting gives a young person: the three values the troops are built on. */
const values = [
  { key: 'discipline', title: m.about_value_discipline_title, text: m.about_value_discipline_text },
  { key: 'service', title: m.about_value_service_title, text: m.about_value_service_text },
  { key: 'brotherhood', title: m.about_value_brotherhood_title, text: m.about_value_brotherhood_text },
];

export function ScoutPledge() {
  return (
    <section aria-labelledby="values-heading" className="border-b border-brand-100 bg-white">
      <h2 id="values-heading" className="sr-only">
        {m.about_scouts_values_heading()}
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        {values.map((v) => (
          <li key={v.key} className="border-s-4 border-gold-500 ps-5">
            <h3 className="text-2xl text-brand-800">{v.title()}</h3>
            <p className="mt-2 text-muted">{v.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
