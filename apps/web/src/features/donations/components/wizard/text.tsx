import type { ReactNode } from 'react';
import { Ltr } from '../../../../components/ui/ltr';
import { getLocale, intlLocale, langOfContent } from '../../../../lib/locale';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(decimals: 'always' | 'when-needed') {
  const key = `${intlLocale()}/${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(), decimals === 'always' ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * An amount as the donation pages write it, "PKR 1,500.00" (the wizard names the currency by its
 * code, spec point 5), with the page's number format; 'when-needed' drops decimals it has not got.
 */
export const money = (amount: number, decimals: 'always' | 'when-needed' = 'always') => `PKR ${numberFormat(decimals).format(amount)}`;

/** A number, amount, reference or e-mail address: kept left to right inside Urdu text, as it is in English. */
export const ltr = (value: ReactNode): ReactNode => (getLocale() === 'ur' ? <Ltr>{value}</Ltr> : value);

/** An amount inside a sentence (see money and ltr): "PKR 1,500.00". */
export const moneyText = (amount: number) => ltr(money(amount));

/** A round amount inside a sentence, without decimals it has not got: "PKR 1,500". */
export const shortMoneyText = (amount: number) => ltr(money(amount, 'when-needed'));

/** What staff wrote (a task, a campaign, a book): marked English where it is English on an Urdu page. */
export function content(text: string): ReactNode {
  const lang = langOfContent(text);
  return lang ? <span lang={lang}>{text}</span> : text;
}

/** Shared with the rest of the site (lib/rich.tsx); the donation pages import it from here with the money helpers. */
export { rich } from '../../../../lib/rich';
