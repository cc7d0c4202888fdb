import { storageKeys, store } from '../../../lib/storage-keys';

/** billing_info of spec point 3: what the wizard's step 2 collects and a BOOK order sends on. */
export interface BillingInfo {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  country: string;
  city: string;
  phoneNumber: string;
}

export const billingFields = ['firstName', 'lastName', 'email', 'streetAddress', 'country', 'city', 'phoneNumber'] as const;

export const emptyBilling = (): BillingInfo => ({
  firstName: '',
  lastName: '',
  email: '',
  streetAddress: '',
  country: '',
  city: '',
  phoneNumber: '',
});

/** The stored address, or null when there is none or it was tampered into something unreadable. */
export function readBillingInfo(): BillingInfo | null {
  try {
    const parsed: unknown = JSON.parse(store.get(storageKeys.billingInfo) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const info = emptyBilling();
    for (const key of billingFields) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') info[key] = value;
    }
    return info;
  } catch {
    return null;
  }
}

export const saveBillingInfo = (info: BillingInfo) => store.set(storageKeys.billingInfo, JSON.stringify(info));
