import { useSearchParams } from 'react-router';
import { donationStatusLabels } from '@foundation/contract/donation-review-messages';
import { Alert } from '../../components';
import { Pagination } from '../../kit/list/pagination';
import { SearchBox } from '../../kit/list/search-box';
import { usePageTitle } from '../../lib/page-title';
import { DonationTable } from './donation-table';
import { paramsFrom, queryFor, useDonationList, type ListParams } from './queries';
import { StatusFilter } from './status-filter';

export function DonationListPage() {
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
      <h1 className="text-2xl font-bold">Donations</h1>
      <StatusFilter params={params} counts={list.data?.counts} />
      <SearchBox label="Search donations" hint="Reference, phone or e-mail" value={params.search} onSearch={(search) => go({ search, page: 1 }, true)} />
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
            {params.search && <> matching “{params.search}”</>}: {list.data.total} {list.data.total === 1 ? 'donation' : 'donations'}
          </p>
          <DonationTable rows={list.data.data} caption={`${label}, page ${params.page} of ${pages}`} busy={list.isPlaceholderData} />
          <Pagination page={params.page} pages={pages} onPage={(page) => go({ page })} />
        </>
      )}
    </div>
  );
}
