import { Fragment, type ReactNode } from 'react';
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

const MARK = '\u0000';

/**
 * A message whose placeholders are elements (a bold amount, an isolated reference): the message is
 * asked with markers in place of its values, so each language keeps its own word order, and the
 * elements are put where the markers fall.
 */
export function rich<K extends string>(message: (inputs: Record<K, string>) => string, values: Record<K, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(values).map((k) => [k, `${MARK}${k}${MARK}`])) as Record<K, string>;
  return message(markers)
    .split(MARK)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{values[part as K]}</Fragment> : part));
}
