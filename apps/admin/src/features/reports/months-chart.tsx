import { useEffect, useRef, useState } from 'react';
import type { ReportSummary } from '@foundation/contract/admin/reports';
import { formatMoney } from '@foundation/contract/money';

type Month = ReportSummary['months'][number];

const monthName = new Intl.DateTimeFormat('en-PK', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "Mar 2026" from "2026-03". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/**
 * The last 12 months as bars. Chart.js is loaded only when this chart is shown (its own chunk, not
 * in the back office's first download), and only its bar chart parts. The canvas is a picture for
 * the eye; the table under it carries the same figures for screen readers and for copying.
 */
export function MonthsChart({ months }: { months: Month[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let gone = false;
    void (async () => {
      try {
        const { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } = await import('chart.js');
        if (gone || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: {
            labels: months.map((m) => monthLabel(m.month)),
            datasets: [{ label: 'Received', data: months.map((m) => m.amount), backgroundColor: '#1f6f4e' }],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, suggestedMax: 1000, ticks: { precision: 0, callback: (v) => formatMoney(Number(v)) } } },
            plugins: { tooltip: { callbacks: { label: (item) => formatMoney(Number(item.raw)) } } },
          },
        });
      } catch {
        // No chart (an old browser, no canvas): the table below still has every figure.
        if (!gone) setFailed(true);
      }
    })();
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [months]);

  const first = months[0];
  const last = months.at(-1);
  return (
    <section aria-labelledby="months-heading" className="space-y-3 rounded-md border border-slate-300 bg-white p-3">
      <h2 id="months-heading" className="text-base font-bold">
        The last 12 months
      </h2>
      {!failed && (
        <div className="relative h-64">
          <canvas
            ref={canvas}
            role="img"
            aria-label={`Bar chart of money received each month${first && last ? `, ${monthLabel(first.month)} to ${monthLabel(last.month)}` : ''}. The table below gives the figures.`}
          />
        </div>
      )}
      <div role="region" aria-label="Money received each month" tabIndex={0} className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Money received each month, the last 12 months</caption>
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide">Month</th>
              <th scope="col" className="px-3 py-2 text-right text-xs font-semibold uppercase tracking-wide">Received</th>
              <th scope="col" className="px-3 py-2 text-right text-xs font-semibold uppercase tracking-wide">Gifts</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {monthLabel(m.month)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(m.amount)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{m.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
