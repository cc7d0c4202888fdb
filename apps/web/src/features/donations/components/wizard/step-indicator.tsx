import { m } from '../../../../paraglide/messages.js';

type State = 'done' | 'current' | 'todo';
const stateOf = (n: number, current: number): State => (n < current ? 'done' : n === current ? 'current' : 'todo');
const TICK = '✓';

/**
 * The visible progress of the wizard; the current step carries aria-current="step". A row in the
 * page's direction: step 1 on the left in English, on the right in Urdu.
 */
export function StepIndicator({ steps, current, label = m.wizard_steps_label() }: { steps: readonly string[]; current: number; label?: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex items-start justify-between gap-1">
        {steps.map((name, i) => {
          const n = i + 1;
          const state = stateOf(n, current);
          return (
            <li key={name} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-1 flex-col items-center gap-2 text-center">
              <span
                className={`grid size-9 place-items-center rounded-full text-sm font-bold ring-2 transition ${
                  state === 'done'
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : state === 'current'
                      ? 'bg-gold-500 text-brand-900 ring-gold-500'
                      : 'bg-white text-muted ring-brand-100'
                }`}
              >
                {state === 'done' ? <span aria-hidden="true">{TICK}</span> : n}
                {state === 'done' && <span className="sr-only">{m.wizard_step_done_mark()}</span>}
              </span>
              <span className={`text-xs font-semibold sm:text-sm ${state === 'todo' ? 'text-muted' : 'text-brand-800'}`}>{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
