import type { ReactNode } from 'react';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import { Ltr } from '../../../../components/ui/ltr';
import { getLocale, langOfContent } from '../../../../lib/locale';

/** A number, amount, reference or e-mail address: kept left to right inside Urdu text, as it is in English. */
export const ltr = (value: ReactNode): ReactNode => (getLocale() === 'ur' ? <Ltr>{value}</Ltr> : value);

/** An amount inside a sentence, as the donation pages write it: "PKR 1,500.00". */
export const moneyText = (amount: number) => ltr(formatMoney(amount, donationPageMoney));

/** A round amount inside a sentence, without decimals it has not got: "PKR 1,500". */
export const shortMoneyText = (amount: number) => ltr(formatMoney(amount, { ...donationPageMoney, decimals: 'when-needed' }));

/** What staff wrote (a task, a campaign, a book): marked English where it is English on an Urdu page. */
export function content(text: string): ReactNode {
  const lang = langOfContent(text);
  return lang ? <span lang={lang}>{text}</span> : text;
}

/** Shared with the rest of the site (lib/rich.tsx); the donation pages import it from here with the money helpers. */
export { rich } from '../../../../lib/rich';
