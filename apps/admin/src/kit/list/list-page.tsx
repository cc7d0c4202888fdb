import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert, cx, ui } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useResourceList } from '../data';
import { capitalise, kitMessages } from '../messages';
import type { CollectionResource } from '../types';
import { ExportButton } from './export-button';
import { Filters } from './filters';
import { Pagination } from './pagination';
import { readParams, writeParams, type ListParams } from './params';
import { Results } from './results';
import { SearchBox } from './search-box';

// Drag and drop loads only with the list of an ordered resource.
const OrderedList = lazy(() => import('./ordered-list').then((m) => ({ default: m.OrderedList })));

/** A resource's list: search, declared filters, sortable columns and paging, all in the address. */
export function ListPage({ resource: r }: { resource: CollectionResource }) {
  const [query, setQuery] = useSearchParams();
  const { key } = useLocation();
  const params = readParams(r, query);
  const list = useResourceList(r, params);
  usePageTitle(r.label);
  const asked = useRef<{ from: string; query: string } | null>(null);

  /**
   * Each change builds on the address as it is now, not on this render's `params`: the router
   * renders a new address in a transition, and until it does the page (and the handlers it gave
   * out) stays the old one, so a filter chosen right after Enter in the search would otherwise
   * write the address without the search. `setQuery`'s `prev` is this render's address too, so
   * the address last asked for here is kept until a render shows it, or shows another one (Back).
   * Typing replaces the entry instead of adding one per pause; a filter, sort or page is a new place.
   */
  const go = (change: (current: ListParams) => Partial<ListParams>, replace = false) =>
    setQuery(
      (prev) => {
        const current = readParams(r, asked.current?.from === key ? new URLSearchParams(asked.current.query) : prev);
        const next = writeParams({ ...current, page: 1, ...change(current) });
        asked.current = { from: key, query: next };
        return next;
      },
      { replace },
    );
  const narrowed = Boolean(params.q) || Object.keys(params.filters).length > 0;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // The API takes every id once in the new order: only the whole list, in its saved order, can be moved.
  const canOrder = Boolean(r.orderable) && !narrowed && !params.sort && params.page === 1 && data?.total === data?.data.length && !list.isPlaceholderData;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{r.label}</h1>
        <div className="flex flex-wrap items-start gap-3">
          {r.exportCsv && <ExportButton resource={r} params={params} />}
          {r.canCreate !== false && (
            <Link to={`/${r.path}/new`} className={cx(ui.button, ui.primary)}>
              New {r.one}
            </Link>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <SearchBox label={`Search ${r.label.toLowerCase()}`} hint={r.searchHint} value={params.q} onSearch={(q) => go(() => ({ q }), true)} />
        <Filters filters={r.filters ?? []} values={params.filters} onChange={(name, value) => go((current) => ({ filters: { ...current.filters, [name]: value } }))} />
      </div>
      {list.isError && (
        <Alert>
          <p>{list.error.message}</p>
          <button type="button" onClick={() => void list.refetch()} className={cx(ui.link, 'mt-1')}>
            {kitMessages.retry}
          </button>
        </Alert>
      )}
      {list.isPending && (
        <p role="status" className="text-muted">
          {kitMessages.loading(r.label.toLowerCase())}
        </p>
      )}
      {data && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {data.total} {data.total === 1 ? r.one : r.label.toLowerCase()}
            {params.q && <> matching “{params.q}”</>}
          </p>
          {data.data.length === 0 ? (
            <Empty resource={r} narrowed={narrowed} />
          ) : canOrder ? (
            <Suspense fallback={<p className="text-muted">{kitMessages.loading(r.label.toLowerCase())}</p>}>
              <OrderedList resource={r} rows={data.data} caption={`${r.label}, in order`} />
            </Suspense>
          ) : (
            <>
              {r.orderable && data.total > 1 && <p className="text-sm text-muted">{kitMessages.orderNeedsAll(r.label)}</p>}
              <Results
                resource={r}
                rows={data.data}
                caption={`${r.label}, page ${params.page} of ${pages}`}
                sort={params.sort}
                onSort={(sort) => go(() => ({ sort }))}
                busy={list.isPlaceholderData}
              />
            </>
          )}
          <Pagination page={params.page} pages={pages} onPage={(page) => go(() => ({ page }))} />
        </>
      )}
    </div>
  );
}

function Empty({ resource: r, narrowed }: { resource: CollectionResource; narrowed: boolean }) {
  return (
    <div className="space-y-3 rounded-md border border-dashed border-slate-400 bg-white px-4 py-10 text-center">
      <p className="font-semibold">{narrowed ? kitMessages.noMatch(r.label) : kitMessages.empty(r.label)}</p>
      {narrowed ? (
        <Link to={`/${r.path}`} className={ui.link}>
          {kitMessages.clearFilters}
        </Link>
      ) : (
        r.canCreate !== false && (
          <Link to={`/${r.path}/new`} className={cx(ui.button, ui.primary)}>
            {capitalise(`add the first ${r.one}`)}
          </Link>
        )
      )}
    </div>
  );
}
