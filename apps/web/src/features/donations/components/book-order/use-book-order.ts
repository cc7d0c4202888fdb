import { useRef, useState } from 'react';
import { donorMessages as d } from '@foundation/contract/donation-messages';
import { localizeMessage } from '../../../../lib/localize-message';
import { notify } from '../../../../lib/toast';
import { emptyBilling, readBillingInfo } from '../../lib/billing-info';
import { useBillingCheck } from '../wizard/use-billing-check';
import { parseCopies } from './order';

/**
 * What a reader chooses on the book order, held above both steps so going back and forth loses
 * nothing. `copies` is the last good count: the total and the payment step never see a half-typed one.
 */
export function useBookOrder() {
  const [step, setStep] = useState<1 | 2>(1);
  const [moved, setMoved] = useState(false);
  // Once opened, the payment step stays mounted (hidden on step 1): its phone and receipt survive Back.
  const [paymentOpened, setPaymentOpened] = useState(false);
  const [copiesText, setCopiesText] = useState('1');
  const [copies, setCopies] = useState(1);
  const [copiesError, setCopiesError] = useState<string | null>(null);
  const copiesRef = useRef<HTMLInputElement>(null);
  const [billing, setBilling] = useState(() => readBillingInfo() ?? emptyBilling());
  const { errors, check } = useBillingCheck(billing);

  function changeCopies(text: string) {
    setCopiesText(text);
    const n = parseCopies(text);
    if (n !== null) setCopies(n);
    // An emptied field is being retyped: it is only wrong if the reader tries to go on with it.
    setCopiesError(n === null && text.trim() !== '' ? d.quantityInvalid : null);
  }

  function goTo(n: 1 | 2) {
    setMoved(true);
    setStep(n);
  }

  /** Step 1's check: the copies first (they sit above the address), then every delivery field. */
  function toPayment(form: HTMLFormElement) {
    if (parseCopies(copiesText) === null) {
      setCopiesError(d.quantityInvalid);
      notify.error(localizeMessage(d.quantityInvalid));
      copiesRef.current?.focus();
      return;
    }
    if (!check(form)) return;
    setPaymentOpened(true);
    goTo(2);
  }

  return {
    step,
    moved,
    paymentOpened,
    copies: { text: copiesText, value: copies, error: copiesError, ref: copiesRef, onChange: changeCopies },
    billing,
    setBilling,
    errors,
    toPayment,
    back: () => goTo(1),
  };
}
