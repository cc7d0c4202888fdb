import { Link, useSearchParams } from 'react-router';
import { donationStatusLabels } from '@foundation/contract/donation-review-messages';
import { Alert, ui } from '../../components';
import { Pagination } from '../../kit/list/pagination';
import { CsvDownloadButton } from '../../kit/list/export-button';
import { SearchBox } from '../../kit/list/search-box';
import { today } from '../../kit/format';
import { usePageTitle } from '../../lib/page-title';
import { FinanceLanding, useFinanceLanding } from './finance-landing';
import { DonationFilters } from './donation-filters';
import { DonationTable } from './donation-table';
import type { DonationListResponse } from '@foundation/contract/donation-review';
import { FigureTable } from '../../kit/ui/figure-table';
import { exportPath, hasMoreFilters, paramsFrom, queryFor, useDonationList, type ListParams } from './queries';
import { StatusFilter } from './status-filter';

export function DonationListPage() {
  return useFinanceLanding() ? <FinanceLanding /> : <DonationList />;
}

function DonationList() {
  const [query, setQuery] = useSearchParams();
  const params = paramsFrom(query);
  const list = useDonationList(params);
  const label = params.status === 'all' ? 'All' : donationStatusLabels[params.status];
  usePageTitle(`Donations: ${label}`);

  // A new search is typed, not chosen: it replaces the entry instead of adding one per pause.
  const go = (next: Partial<ListParams>, replace = false) => setQuery(queryFor({ ...params, ...next }), { replace });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.per_page)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Donations</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/match-statement" className={ui.link}>
            Match a statement
          </Link>
          <CsvDownloadButton path={exportPath(params)} filename={`donations-${today()}.csv`} />
        </div>
      </div>
      <StatusFilter params={params} counts={list.data?.counts} />
      <SearchBox label="Search donations" hint="Reference, phone or e-mail" value={params.search} onSearch={(search) => go({ search, page: 1 }, true)} />
      <DonationFilters params={params} onApply={(filters) => go({ ...filters, page: 1 })} />
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && (
        <p role="status" className="text-muted">
          Loading donations...
        </p>
      )}
      {list.data && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {label}
            {params.search && <> matching “{params.search}”</>}
            {hasMoreFilters(params) && <> with the filters above</>}: {list.data.total} {list.data.total === 1 ? 'donation' : 'donations'}
          </p>
          <DonationTable rows={list.data.data} caption={`${label}, page ${params.page} of ${pages}`} busy={list.isPlaceholderData} />
          <Pagination page={params.page} pages={pages} onPage={(page) => go({ page })} />
          {/* Absent from answers of an API older than the fund filter: then there is nothing to show. */}
          {(list.data.fund_totals as DonationListResponse['fund_totals'] | undefined)?.length ? (
          <FigureTable
            caption="By fund: these donations, every page"
            what="Fund"
            amountLabel="Pledged"
            empty="No fund lines."
            rows={list.data.fund_totals.map((f) => ({ key: f.fund, label: f.name, amount: f.amount, count: f.gifts }))}
          />
          ) : null}
        </>
      )}
    </div>
  );
}
