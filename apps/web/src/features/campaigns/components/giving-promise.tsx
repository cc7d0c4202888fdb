/** Why a donor can trust the gift: three promises the foundation keeps. */
const promises = [
  { title: 'Every rupee recorded', text: 'Each gift is logged against its programme or campaign, and receipts are checked by our accounts team.' },
  { title: 'Volunteers on the ground', text: 'Local volunteers who know their neighbours choose the families, so help reaches those who need it most.' },
  { title: 'Safe payments', text: 'Card payments are handled by our payment provider; your card number never touches our servers.' },
];

export function GivingPromise() {
  return (
    <section aria-labelledby="promise-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="promise-heading" className="text-center text-3xl text-brand-800">
          Our promise to every donor
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {promises.map((p, i) => (
            <li key={p.title} className="rounded-2xl bg-cream p-6">
              <span className="grid size-10 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl text-brand-800">{p.title}</h3>
              <p className="mt-2 text-muted">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
