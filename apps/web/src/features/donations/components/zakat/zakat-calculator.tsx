import { useState } from 'react';
import { Link } from 'wouter';
import type { GivingRates } from '@foundation/contract/giving-rates';
import { ZAKAT_FUND } from '@foundation/contract/fund-messages';
import { emptyAssets, zakatDue, type NisabBasis, type WeightUnit, type ZakatAssets } from '@foundation/contract/zakat';
import { SelectField, TextField } from '../../../../components/ui/field';
import { getLocale } from '../../../../lib/locale';
import { href } from '../../../../lib/routes';
import { m } from '../../../../paraglide/messages.js';
import { goldButton } from '../buttons';
import { moneyText } from '../wizard/text';

/** The rupee fields, in the order people think of what they own, then what comes off. */
type MoneyField = 'cash' | 'bank' | 'stock' | 'lent' | 'investments' | 'debts' | 'bankDeducted';
const OWNED: MoneyField[] = ['cash', 'bank', 'stock', 'lent', 'investments'];
const LESS: MoneyField[] = ['debts', 'bankDeducted'];
const BASES: NisabBasis[] = ['silver', 'gold'];
const GOLD = 'gold';
const SILVER = 'silver';
const labels: Record<MoneyField, () => string> = {
  cash: m.manual_zakat_cash,
  bank: m.manual_zakat_bank,
  stock: m.manual_zakat_stock,
  lent: m.manual_zakat_lent,
  investments: m.manual_zakat_investments,
  debts: m.manual_zakat_debts,
  bankDeducted: m.manual_zakat_bank_deducted,
};

/** What a person types: digits, commas and one point; anything else counts as nothing. */
const paisaOf = (typed: string) => {
  const n = Number(typed.replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : 0;
};
const numberOf = (typed: string) => {
  const n = Number(typed.replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

interface Typed {
  money: Record<MoneyField, string>;
  gold: string;
  goldUnit: WeightUnit;
  silver: string;
  silverUnit: WeightUnit;
}

const blank: Typed = { money: { cash: '', bank: '', stock: '', lent: '', investments: '', debts: '', bankDeducted: '' }, gold: '', goldUnit: 'tola', silver: '', silverUnit: 'tola' };

function assetsOf(t: Typed): ZakatAssets {
  const p = (f: MoneyField) => paisaOf(t.money[f]);
  return {
    ...emptyAssets(),
    cashPaisa: p('cash'),
    bankPaisa: p('bank'),
    stockPaisa: p('stock'),
    lentPaisa: p('lent'),
    investmentsPaisa: p('investments'),
    debtsPaisa: p('debts'),
    bankDeductedPaisa: p('bankDeducted'),
    gold: { amount: numberOf(t.gold), unit: t.goldUnit },
    silver: { amount: numberOf(t.silver), unit: t.silverUnit },
  };
}

const rupees = (paisa: number) => moneyText(paisa / 100);
/** A price as people read it, digits grouped the same in both languages: 250,000. */
const grouped = (n: number) => new Intl.NumberFormat('en-PK').format(n);
/** A date inside a translated sentence, kept left to right: unisolated, an Urdu line reorders 2026-11-20's parts. */
const isolated = (text: string) => (getLocale() === 'ur' ? `\u2066${text}\u2069` : text);

/** The public Zakat calculator: the contract's arithmetic on the prices staff set, and a way to give it. */
export function ZakatCalculator({ rates }: { rates: GivingRates }) {
  const [typed, setTyped] = useState(blank);
  const [basis, setBasis] = useState<NisabBasis>('silver');
  if (rates.gold_per_tola === null || rates.silver_per_tola === null) return <p className="rounded-xl bg-cream p-4">{m.manual_zakat_no_prices()}</p>;
  const prices = { goldPerTolaPaisa: Math.round(rates.gold_per_tola * 100), silverPerTolaPaisa: Math.round(rates.silver_per_tola * 100), date: rates.prices_date ?? '' };
  const result = zakatDue(assetsOf(typed), prices, basis);
  const setMoney = (f: MoneyField, v: string) => setTyped((t) => ({ ...t, money: { ...t.money, [f]: v } }));
  const units = [
    { value: 'tola', label: m.manual_zakat_tola() },
    { value: 'gram', label: m.manual_zakat_gram() },
  ];
  const weight = (metal: 'gold' | 'silver') => (
    <div className="grid grid-cols-[1fr_8rem] gap-3">
      <TextField label={metal === 'gold' ? m.manual_zakat_gold() : m.manual_zakat_silver()} inputMode="decimal" dir="ltr" value={typed[metal]} onChange={(e) => setTyped((t) => ({ ...t, [metal]: e.target.value }))} />
      <SelectField label={m.manual_zakat_unit()} options={units} value={typed[`${metal}Unit`]} onChange={(e) => setTyped((t) => ({ ...t, [`${metal}Unit`]: e.target.value as WeightUnit }))} />
    </div>
  );
  const give = href('donation', {}, { type: 'DONATION', amount: result.payablePaisa / 100, fund: ZAKAT_FUND });
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <form aria-label={m.manual_zakat_form()} onSubmit={(e) => e.preventDefault()} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-brand-800">{m.manual_zakat_owned()}</legend>
          {OWNED.map((f) => (
            <TextField key={f} label={labels[f]()} hint={m.manual_zakat_in_rupees()} inputMode="decimal" dir="ltr" value={typed.money[f]} onChange={(e) => setMoney(f, e.target.value)} />
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-brand-800">{m.manual_zakat_metals()}</legend>
          {weight(GOLD)}
          {weight(SILVER)}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-brand-800">{m.manual_zakat_less()}</legend>
          {LESS.map((f) => (
            <TextField key={f} label={labels[f]()} hint={m.manual_zakat_in_rupees()} inputMode="decimal" dir="ltr" value={typed.money[f]} onChange={(e) => setMoney(f, e.target.value)} />
          ))}
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-lg font-semibold text-brand-800">{m.manual_zakat_nisab_by()}</legend>
          <div className="flex flex-wrap gap-4">
            {BASES.map((b) => (
              <label key={b} className="flex items-center gap-2">
                <input type="radio" name="nisab" value={b} checked={basis === b} onChange={() => setBasis(b)} className="accent-brand-600" />
                {b === 'silver' ? m.manual_zakat_nisab_silver() : m.manual_zakat_nisab_gold()}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
      <section aria-labelledby="zakat-result" aria-live="polite" className="h-fit space-y-3 rounded-2xl bg-brand-800 p-5 text-white sm:p-8 lg:sticky lg:top-24">
        <h2 id="zakat-result" className="text-xl">{m.manual_zakat_result()}</h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <dt>{m.manual_zakat_assets()}</dt>
          <dd data-testid="zakat-assets">{rupees(result.assetsPaisa)}</dd>
          <dt>{m.manual_zakat_net()}</dt>
          <dd data-testid="zakat-net">{rupees(result.netPaisa)}</dd>
          <dt>{m.manual_zakat_nisab()}</dt>
          <dd data-testid="zakat-nisab">{rupees(result.nisabPaisa)}</dd>
        </dl>
        <p className="text-xs text-brand-100">{m.manual_zakat_prices({ gold: grouped(rates.gold_per_tola), silver: grouped(rates.silver_per_tola), date: isolated(rates.prices_date ?? '—') })}</p>
        {result.due ? (
          <>
            <p className="text-lg">
              {m.manual_zakat_due()} <strong data-testid="zakat-due" className="block text-3xl">{rupees(result.zakatPaisa)}</strong>
            </p>
            {result.payablePaisa !== result.zakatPaisa && <p data-testid="zakat-payable">{m.manual_zakat_still_to_give()} {rupees(result.payablePaisa)}</p>}
            {result.payablePaisa > 0 && (
              <Link href={give} className={`${goldButton} w-full`}>
                {m.manual_zakat_give()}
              </Link>
            )}
          </>
        ) : (
          <p data-testid="zakat-none" className="text-lg">{m.manual_zakat_none_due()}</p>
        )}
      </section>
    </div>
  );
}
