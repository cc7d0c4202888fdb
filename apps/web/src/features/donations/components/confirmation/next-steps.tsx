const steps = [
  ['We check your receipt', 'Our team matches it against the payment in our account, usually within two working days.'],
  ['We let you know', 'If you gave an e-mail address, we write to you as soon as your gift is verified.'],
  ['Your receipt is ready', 'Once verified, download your receipt (PDF) from Track my donation, any time.'],
] as const;

/** What happens after a receipt gift, and when: the question a donor has once the money has left. */
export function NextSteps() {
  return (
    <section aria-labelledby="next-steps" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <h2 id="next-steps" className="text-xl text-brand-800">
        What happens next
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map(([name, text], i) => (
          <li key={name} className="flex gap-4">
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
