/** What scouting gives a young person: the three values the troops are built on. */
const values = [
  { title: 'Discipline', text: 'Punctual prayers, tidy tents and promises kept: small habits that shape a steady character.' },
  { title: 'Service', text: 'Scouts serve at our medical camps, food drives and relief work — learning that strength is for others.' },
  { title: 'Brotherhood', text: 'Troops mix cities, languages and backgrounds, and friendships made at camp last a lifetime.' },
];

export function ScoutPledge() {
  return (
    <section aria-labelledby="values-heading" className="border-b border-brand-100 bg-white">
      <h2 id="values-heading" className="sr-only">
        Our values
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        {values.map((v) => (
          <li key={v.title} className="border-s-4 border-gold-500 ps-5">
            <h3 className="text-2xl text-brand-800">{v.title}</h3>
            <p className="mt-2 text-muted">{v.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
