import { useState, type FormEvent } from 'react';
import { methodOptions } from '@foundation/contract/donation-review-messages';
import { cx, ui } from '../../components';
import { hasMoreFilters, useFilterOptions, type ListParams, type MoreFilters } from './queries';

const none: MoreFilters = { method: '', category: '', campaign_id: '', fund: '', from: '', to: '' };

/**
 * Method, category, campaign, fund and dates, in a disclosure that is open while any of them is set.
 * Applied with a button (a date half typed must not start a search); the choices of campaign and
 * category are fetched only once it opens.
 */
export function DonationFilters({ params, onApply }: { params: ListParams; onApply: (filters: MoreFilters) => void }) {
  const active = hasMoreFilters(params);
  const [open, setOpen] = useState(active);
  const options = useFilterOptions(open);
  const campaigns = options.data?.campaigns ?? [];
  const categories = options.data?.categories ?? [];
  const funds = options.data?.funds ?? [];
  // The address may name one that is not (or not yet) among the choices: it stays selectable.
  const categoryChoices = params.category && !categories.some((c) => c.toLowerCase() === params.category.toLowerCase()) ? [params.category, ...categories] : categories;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof MoreFilters) => String(form.get(name) ?? '').trim();
    let from = value('from');
    let to = value('to');
    // Dates the wrong way round are read as the range they describe.
    if (from && to && from > to) [from, to] = [to, from];
    onApply({ method: value('method') as MoreFilters['method'], category: value('category'), campaign_id: value('campaign_id'), fund: value('fund'), from, to });
  }

  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="rounded-md border border-slate-300 bg-white">
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold">
        More filters{active && <span className="font-normal text-muted"> (in use)</span>}
      </summary>
      {/* Keyed by the address, so Back or Clear puts the fields back to what the list shows. */}
      <form key={[params.method, params.category, params.campaign_id, params.fund, params.from, params.to].join('|')} onSubmit={submit} className="space-y-3 border-t border-slate-200 p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <div>
            <label htmlFor="filter-method" className={ui.label}>
              Method
            </label>
            <select id="filter-method" name="method" defaultValue={params.method} className={cx(ui.input, 'mt-1')}>
              <option value="">Any method</option>
              {methodOptions.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-category" className={ui.label}>
              Welfare category
            </label>
            <select id="filter-category" name="category" defaultValue={params.category} key={categoryChoices.length} className={cx(ui.input, 'mt-1')}>
              <option value="">Any category</option>
              {categoryChoices.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-campaign" className={ui.label}>
              Campaign
            </label>
            <select id="filter-campaign" name="campaign_id" defaultValue={params.campaign_id} key={campaigns.length} className={cx(ui.input, 'mt-1')}>
              <option value="">Any campaign</option>
              {params.campaign_id && !campaigns.some((c) => String(c.id) === params.campaign_id) && <option value={params.campaign_id}>Campaign {params.campaign_id}</option>}
              {campaigns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-fund" className={ui.label}>
              Fund
            </label>
            <select id="filter-fund" name="fund" defaultValue={params.fund} key={funds.length} className={cx(ui.input, 'mt-1')}>
              <option value="">Any fund</option>
              {params.fund && !funds.some((f) => f.code === params.fund) && <option value={params.fund}>{params.fund}</option>}
              {funds.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-from" className={ui.label}>
              From
            </label>
            <input id="filter-from" name="from" type="date" defaultValue={params.from} className={cx(ui.input, 'mt-1')} />
          </div>
          <div>
            <label htmlFor="filter-to" className={ui.label}>
              To
            </label>
            <input id="filter-to" name="to" type="date" defaultValue={params.to} className={cx(ui.input, 'mt-1')} />
          </div>
        </div>
        <p className="text-xs text-muted">Dates are days in Pakistan, both included.</p>
        {options.isError && <p className={ui.fieldError}>The campaign, category and fund choices could not be loaded: {options.error.message}</p>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={cx(ui.button, ui.primary)}>
            Apply filters
          </button>
          <button type="button" className={cx(ui.button, ui.secondary)} onClick={() => onApply(none)} disabled={!active}>
            Clear filters
          </button>
        </div>
      </form>
    </details>
  );
}
