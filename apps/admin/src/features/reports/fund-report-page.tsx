import { useSearchParams } from 'react-router';
import type { FundReport } from '@foundation/contract/funds';
import { formatMoney } from '@foundation/contract/money';
import { Alert, cx, ui } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useFundReport } from './queries';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink';
const td = 'px-3 py-2 align-top';
const money = `${td} whitespace-nowrap text-right tabular-nums`;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-11" → "Nov 2026": short, so four columns fit a phone. */
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

interface Row {
  key: string;
  period?: string;
  fund: string;
  received: number;
  verified: number;
}

/** One table of sums: a period column when the rows span several, a fund column when they span several funds. */
function SumsTable({ caption, periodLabel, rows, showFund, names }: { caption: string; periodLabel?: string; rows: Row[]; showFund: boolean; names: Map<string, string> }) {
  const columns = 2 + (periodLabel ? 1 : 0) + (showFund ? 1 : 0);
  return (
    <section className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 pt-3 text-left text-base font-bold">{caption}</caption>
        <thead className="border-b border-slate-300">
          <tr>
            {periodLabel && <th scope="col" className={th}>{periodLabel}</th>}
            {showFund && <th scope="col" className={th}>Fund</th>}
            <th scope="col" className={`${th} text-right`}>Received</th>
            <th scope="col" className={`${th} text-right`}>Verified</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className={`${td} text-muted`}>
                Nothing received.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key}>
                {periodLabel && (
                  <th scope="row" className={`${td} whitespace-nowrap text-left font-normal`}>
                    {r.period}
                  </th>
                )}
                {showFund &&
                  (periodLabel ? (
                    <td className={td}>{names.get(r.fund) ?? r.fund}</td>
                  ) : (
                    <th scope="row" className={`${td} text-left font-normal`}>
                      {names.get(r.fund) ?? r.fund}
                    </th>
                  ))}
                <td className={money}>{formatMoney(r.received)}</td>
                <td className={money}>{formatMoney(r.verified)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** The report's rows for one fund, or for all when `fund` is empty. */
function rowsOf(report: FundReport, fund: string) {
  const keep = (r: { fund: string }) => !fund || r.fund === fund;
  return {
    totals: report.totals.filter(keep).map((r) => ({ key: r.fund, ...r })),
    months: report.months.filter(keep).map((r) => ({ key: `${r.month}|${r.fund}`, period: monthLabel(r.month), ...r })),
    years: report.hijri_years.filter(keep).map((r) => ({ key: `${r.year}|${r.fund}`, period: `${r.year} AH`, ...r })),
  };
}

/**
 * The books by fund, so Zakat is kept apart: what each fund received (every gift not refused, those
 * still being checked included) and what was verified, per month (Pakistan time) and per Hijri year.
 * The fund chosen is in the address, so the view can be shared and reloaded.
 */
export function FundReportPage() {
  usePageTitle('Funds report');
  const [query, setQuery] = useSearchParams();
  const report = useFundReport();
  const r = report.data;
  const chosen = query.get('fund') ?? '';
  const fund = r?.funds.some((f) => f.code === chosen) ? chosen : '';
  const names = new Map(r?.funds.map((f) => [f.code, f.name]));
  const rows = r && rowsOf(r, fund);
  const scope = fund ? names.get(fund)! : 'every fund';

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Funds report</h1>
      <p className="text-sm text-muted">
        Received: every gift not refused, those still being checked included. Verified: receipts checked and cards charged. A gift split across funds counts in each,
        for its share.
      </p>
      {report.isError && <Alert>{report.error.message}</Alert>}
      {report.isPending && (
        <p role="status" className="text-muted">
          Loading figures...
        </p>
      )}
      {r && rows && (
        <>
          <div>
            <label htmlFor="fund-report-fund" className={ui.label}>
              Fund
            </label>
            <select
              id="fund-report-fund"
              value={fund}
              onChange={(e) => setQuery(e.target.value ? { fund: e.target.value } : {}, { replace: true })}
              className={cx(ui.input, 'mt-1 w-auto')}
            >
              <option value="">All funds</option>
              {r.funds.map((f) => (
                <option key={f.code} value={f.code}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <SumsTable caption={`Totals: ${scope}`} rows={rows.totals} showFund names={names} />
          <div className="grid gap-4 lg:grid-cols-2">
            <SumsTable caption={`By Hijri year: ${scope}`} periodLabel="Hijri year" rows={rows.years} showFund={!fund} names={names} />
            <SumsTable caption={`By month: ${scope}`} periodLabel="Month" rows={rows.months} showFund={!fund} names={names} />
          </div>
          <p className="text-sm text-muted">
            Hijri years by the Umm al-Qura calendar
            {r.hijri_offset_days !== 0 && <>, moved by {r.hijri_offset_days} {Math.abs(r.hijri_offset_days) === 1 ? 'day' : 'days'} as set in the giving rates</>}.
          </p>
        </>
      )}
    </div>
  );
}
