import { useId } from 'react';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import type { SubmitState } from '../../hooks/use-manual-payment';

interface Props {
  state: SubmitState;
  formError: string | null;
}

/** Upload progress, then the outcome: green on success, red on failure (spec points 4 and 8). */
export function SubmitStatus({ state, formError }: Props) {
  const labelId = useId();
  if (state.status === 'submitting' && state.progress !== null) {
    const pct = Math.round(state.progress * 100);
    return (
      <div className="mt-6">
        <div className="mb-1 flex justify-between text-sm text-muted">
          <span id={labelId}>{m.manual_uploading()}</span>
          <span aria-hidden="true" dir="ltr">
            {pct}%
          </span>
        </div>
        <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} className="h-2 overflow-hidden rounded-full bg-brand-100">
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
        </div>
      </div>
    );
  }
  const failure = formError ?? (state.status === 'failure' ? state.message : null);
  if (failure)
    return (
      <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {localizeMessage(failure)}
      </p>
    );
  if (state.status === 'success')
    return (
      <div role="status" className="mt-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <p className="font-semibold">{localizeMessage(state.message)}</p>
        <p className="mt-1">{m.manual_redirecting()}</p>
      </div>
    );
  return null;
}
