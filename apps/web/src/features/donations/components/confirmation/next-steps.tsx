import { m } from '../../../../paraglide/messages.js';

/** The steps' words, read while the page renders (the language is known only then). */
const steps = () => [
  [m.manual_next_check_name(), m.manual_next_check_text()],
  [m.manual_next_notify_name(), m.manual_next_notify_text()],
  [m.manual_next_receipt_name(), m.manual_next_receipt_text()],
];

/** What happens after a receipt gift, and when: the question a donor has once the money has left. */
export function NextSteps() {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <h2 id="next-steps" className="text-xl text-brand-800">
        {m.manual_next_heading()}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps().map(([name, text], i) => (
          <li key={i} className="flex gap-4">
            <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-500 font-bold text-brand-900">
              {i + 1}
            </span>
            <p>
              <strong className="block text-ink">{name}</strong>
              <span className="text-muted">{text}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
