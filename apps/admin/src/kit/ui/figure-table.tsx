import type { ReactNode } from 'react';
import { formatMoney } from '@foundation/contract/money';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink';
const td = 'px-3 py-2 align-top';

export interface FigureRow {
  key: string;
  label: ReactNode;
  amount: number;
  count: number;
}

/** A breakdown as a small table: what, how much arrived, in how many gifts. */
export function FigureTable({ caption, rows, empty, what, amountLabel = 'Received' }: { caption: string; rows: FigureRow[]; empty: string; what: string; amountLabel?: string }) {
  return (
    <section className="rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 pt-3 text-left text-base font-bold">{caption}</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className={th}>{what}</th>
            <th scope="col" className={`${th} text-right`}>{amountLabel}</th>
            <th scope="col" className={`${th} text-right`}>Gifts</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className={`${td} text-muted`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {r.label}
                </th>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatMoney(r.amount)}</td>
                <td className={`${td} text-right tabular-nums`}>{r.count}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
