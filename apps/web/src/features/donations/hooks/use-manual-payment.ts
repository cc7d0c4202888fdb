import { useRef, useState } from 'react';
import { manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { localizeMessage } from '../../../lib/localize-message';
import { notify } from '../../../lib/toast';
import { submitManualPayment, type ManualPaymentResponse } from '../api/submit-manual-payment';
import { paymentErrorMessage, rejectedSubmissionMessage } from '../lib/payment-errors';

export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting'; progress: number | null }
  | { status: 'success'; message: string }
  | { status: 'failure'; message: string };

/** Spec point 4: idle -> submitting (button disabled) -> success (green) or failure (red). */
export function useManualPayment() {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  // A second click while one upload is in flight must not send a second gift.
  const inFlight = useRef(false);

  /** The accepted answer (with the gift's reference), or null when it failed and the form stays. */
  async function submit(body: FormData): Promise<ManualPaymentResponse | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setState({ status: 'submitting', progress: null });
    let failure: string;
    try {
      const res = await submitManualPayment(body, (progress) => setState({ status: 'submitting', progress }));
      if (res.success) {
        const message = res.message || m.submitted;
        setState({ status: 'success', message });
        notify.success(localizeMessage(message));
        return res;
      }
      failure = rejectedSubmissionMessage(res);
    } catch (error) {
      failure = paymentErrorMessage(error);
    } finally {
      inFlight.current = false;
    }
    setState({ status: 'failure', message: failure });
    notify.error(localizeMessage(failure));
    return null;
  }

  return { state, submit, reset: () => setState({ status: 'idle' }) };
}
