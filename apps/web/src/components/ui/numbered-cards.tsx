/** A few short points in numbered cards, side by side from md: how something works, what we promise. */
export function NumberedCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {items.map((item, i) => (
        <li key={item.title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <span className="grid size-10 place-items-center rounded-full bg-gold-500 font-bold text-brand-900" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl text-brand-800">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
