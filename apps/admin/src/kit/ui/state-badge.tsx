import { cx } from '../../components';

// Each pair passes AA (4.5:1) as small text; colour is never the only cue, the label is always there.
const tones = {
  /** Waits for someone: new, unpaid. */
  waiting: 'border-amber-700 bg-amber-50 text-amber-900',
  /** Someone is on it. */
  working: 'border-slate-500 bg-slate-100 text-slate-800',
  /** Finished: done, delivered, completed. */
  done: 'border-brand-700 bg-brand-50 text-brand-800',
} as const;

export type Tone = keyof typeof tones;

/** Where a record stands, in words and colour: an inbox status, a fulfilment, a learner's progress. */
export function StateBadge({ label, tone }: { label: string; tone: Tone }) {
  return <span className={cx('inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold', tones[tone])}>{label}</span>;
}
