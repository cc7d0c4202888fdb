import { useState } from 'react';
import { Link } from 'wouter';
import type { GivingRates } from '@foundation/contract/giving-rates';
import { FITRANA_STAPLES, MAX_PEOPLE, perPersonTotal, type FitranaStaple } from '@foundation/contract/zakat';
import { SelectField, TextField } from '../../../../components/ui/field';
import { href } from '../../../../lib/routes';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton } from '../buttons';
import { moneyText } from '../wizard/text';

const stapleNames: Record<FitranaStaple, () => string> = {
  wheat: m.manual_fitrana_wheat,
  barley: m.manual_fitrana_barley,
  dates: m.manual_fitrana_dates,
  raisins: m.manual_fitrana_raisins,
};

/** Fitrana (by the staple announced this Ramadan) or Fidya: the season's rate times the people given for. */
export function PerPersonGiving({ rates }: { rates: GivingRates }) {
  const priced = FITRANA_STAPLES.filter((s) => rates[`fitrana_${s}`] !== null);
  const [kind, setKind] = useState<'fitrana' | 'fidya'>(priced.length ? 'fitrana' : 'fidya');
  const [staple, setStaple] = useState<FitranaStaple>(priced[0] ?? 'wheat');
  const [people, setPeople] = useState('1');
  if (!priced.length && rates.fidya === null) return null;
  const rate = kind === 'fidya' ? rates.fidya : rates[`fitrana_${staple}`];
  const count = Number(people);
  const total = perPersonTotal(rate === null ? null : Math.round(rate * 100), count);
  const kinds = [...(priced.length ? [{ value: 'fitrana', label: m.manual_fitrana() }] : []), ...(rates.fidya !== null ? [{ value: 'fidya', label: m.manual_fidya() }] : [])];
  return (
    <section aria-labelledby="per-person" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <h2 id="per-person" className="text-xl text-brand-800">{m.manual_fitrana_heading()}</h2>
      <p className="mt-1 text-muted">{m.manual_fitrana_intro()}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        <SelectField label={m.manual_fitrana_kind()} options={kinds} value={kind} onChange={(e) => setKind(e.target.value as 'fitrana' | 'fidya')} />
        {kind === 'fitrana' && (
          <SelectField label={m.manual_fitrana_staple()} options={priced.map((s) => ({ value: s, label: `${stapleNames[s]()} (Rs ${new Intl.NumberFormat('en-PK').format(rates[`fitrana_${s}`] ?? 0)})` }))} value={staple} onChange={(e) => setStaple(e.target.value as FitranaStaple)} />
        )}
        <TextField
          label={m.manual_fitrana_people()}
          type="number"
          min={1}
          max={MAX_PEOPLE}
          dir="ltr"
          inputMode="numeric"
          value={people}
          onChange={(e) => setPeople(e.target.value)}
          error={total === null ? m.manual_fitrana_people_invalid({ max: String(MAX_PEOPLE) }) : undefined}
        />
      </div>
      {total !== null && (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg">
            {m.manual_fitrana_total()} <strong data-testid="per-person-total">{moneyText(total / 100)}</strong>
          </p>
          <Link href={href('donation', {}, { type: 'DONATION', amount: total / 100, fund: kind })} className={primaryButton}>
            {kind === 'fidya' ? m.manual_fidya_give() : m.manual_fitrana_give()}
          </Link>
        </div>
      )}
    </section>
  );
}
