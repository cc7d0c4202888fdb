import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Figure } from '@foundation/contract/admin/reports';
import { REPORT_PERIODS, reportPeriodLabels } from '@foundation/contract/admin/reports-messages';
import { moduleLabels, paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import { formatMoney } from '@foundation/contract/money';
import { Alert, cx, ui } from '../../components';
import { formatDateTime } from '../../kit/format';
import { usePageTitle } from '../../lib/page-title';
import { FigureTable } from '../../kit/ui/figure-table';
import { MonthsChart } from './months-chart';
import { periodFrom, useReportSummary } from './queries';

const gifts = (n: number) => `${n} ${n === 1 ? 'gift' : 'gifts'}`;

function Total({ label, figure, children }: { label: string; figure: Figure; children?: ReactNode }) {
  return (
    <div className="rounded-md border border-slate-300 bg-white px-4 py-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold tabular-nums">{formatMoney(figure.amount)}</span>
        <span className="block text-sm text-muted">{gifts(figure.count)}</span>
        {children}
      </dd>
    </div>
  );
}

/**
 * Finance's first screen: what reached the account today, this month and this year (Karachi
 * days), what waits for review, where it came from, and the last 12 months.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const [query, setQuery] = useSearchParams();
  const period = periodFrom(query);
  const summary = useReportSummary(period);
  const s = summary.data;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="text-sm text-muted">
        Verified receipts and card payments, for what arrived, by the day each gift was given (Pakistan time).
        {s && <> Figures of {formatDateTime(s.generated_at)}.</>}
      </p>
      {summary.isError && <Alert>{summary.error.message}</Alert>}
      {summary.isPending && (
        <p role="status" className="text-muted">
          Loading figures...
        </p>
      )}
      {s && (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Total label="Today" figure={s.totals.today} />
            <Total label="This month" figure={s.totals.month} />
            <Total label="This year" figure={s.totals.year} />
            <Total label="Waiting for review" figure={s.pending}>
              <Link to="/" className={cx(ui.link, 'text-sm')}>
                Review them
              </Link>
            </Total>
          </dl>

          <MonthsChart months={s.months} />

          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="report-period" className={ui.label}>
                Breakdown for
              </label>
              <select
                id="report-period"
                value={period}
                onChange={(e) => setQuery(e.target.value === 'year' ? {} : { period: e.target.value }, { replace: true })}
                className={cx(ui.input, 'mt-1 w-auto')}
              >
                {REPORT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {reportPeriodLabels[p]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2" aria-busy={summary.isPlaceholderData}>
            <FigureTable
              caption={`By method: ${reportPeriodLabels[s.period].toLowerCase()}`}
              what="Method"
              empty="Nothing received."
              rows={s.by_method.map((r) => ({ key: r.method, label: paymentMethodLabels[r.method], amount: r.amount, count: r.count }))}
            />
            <FigureTable
              caption={`By kind: ${reportPeriodLabels[s.period].toLowerCase()}`}
              what="Kind"
              empty="Nothing received."
              rows={s.by_module.map((r) => ({ key: r.module_code, label: moduleLabels[r.module_code], amount: r.amount, count: r.count }))}
            />
            <FigureTable
              caption={`By welfare category: ${reportPeriodLabels[s.period].toLowerCase()}`}
              what="Category"
              empty="No welfare donations."
              rows={s.by_category.map((r) => ({ key: r.category, label: r.category, amount: r.amount, count: r.count }))}
            />
            <FigureTable
              caption={`By campaign: ${reportPeriodLabels[s.period].toLowerCase()}`}
              what="Campaign"
              empty="No campaign gifts."
              rows={s.by_campaign.map((r) => ({ key: String(r.campaign_id), label: r.title, amount: r.amount, count: r.count }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
