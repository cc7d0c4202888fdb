import { useState } from 'react';
import { localizeMessage } from '../../../../lib/localize-message';
import { notify } from '../../../../lib/toast';
import { saveBillingInfo, type BillingInfo } from '../../lib/billing-info';
import { billingErrors, type BillingErrors } from '../../lib/wizard-validation';

/**
 * The address check of the wizard's step 2, shared with the book order's delivery details: every
 * message under its field, the first as a toast (spec point 8), focus on the first wrong field, and
 * a good address kept on this device (billing_info) so the next visit starts filled in. After the
 * first try the messages follow the typing, so a field just put right stops saying it is wrong.
 */
export function useBillingCheck(billing: BillingInfo) {
  const [tried, setTried] = useState(false);
  const errors: BillingErrors = tried ? billingErrors(billing) : {};
  function check(root: HTMLElement | null): boolean {
    setTried(true);
    const first = Object.values(billingErrors(billing))[0];
    if (!first) {
      saveBillingInfo(billing);
      return true;
    }
    notify.error(localizeMessage(first));
    // After React has marked the fields invalid.
    requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  }
  return { errors, check };
}
