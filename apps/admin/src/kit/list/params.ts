import type { CollectionResource } from '../types';

export const PER_PAGE = 25;

/** What a list shows, read from the address bar so reload, Back and a shared link keep the place. */
export interface ListParams {
  q: string;
  page: number;
  /** A field name, `-name` for descending; '' for the resource's default. */
  sort: string;
  /** Declared filters only, by name; an unset filter is absent. */
  filters: Record<string, string>;
}

const sortable = (r: CollectionResource) => new Set(r.columns.filter((c) => c.sortable).map((c) => c.name));

export function readParams(r: CollectionResource, query: URLSearchParams): ListParams {
  const page = Number(query.get('page'));
  const sort = query.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const f of r.filters ?? []) {
    const value = query.get(f.name);
    if (value) filters[f.name] = value;
  }
  return {
    q: (query.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    // A hand-edited address may name any column; only the ones the API sorts by are passed on.
    sort: sortable(r).has(sort.replace(/^-/, '')) ? sort : '',
    filters,
  };
}

/** The address bar's query: defaults are left out, so a plain /admin/blogs is the first page. */
export function writeParams(p: ListParams): string {
  const q = new URLSearchParams();
  if (p.q) q.set('q', p.q);
  for (const [name, value] of Object.entries(p.filters)) if (value) q.set(name, value);
  if (p.sort) q.set('sort', p.sort);
  if (p.page > 1) q.set('page', String(p.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The API's query (decision 15): the same names, with the page size and the default sort. */
export function apiQuery(r: CollectionResource, p: ListParams): string {
  const q = new URLSearchParams({ page: String(p.page), per_page: String(PER_PAGE) });
  const sort = p.sort || r.defaultSort;
  if (sort) q.set('sort', sort);
  if (p.q) q.set('q', p.q);
  for (const [name, value] of Object.entries(p.filters)) q.set(name, value);
  return q.toString();
}

/** Clicking a header sorts by it ascending, a second click descending, a third back to the start. */
export function nextSort(current: string, name: string): string {
  if (current === name) return `-${name}`;
  if (current === `-${name}`) return '';
  return name;
}

export const sortOf = (current: string, name: string): 'ascending' | 'descending' | undefined =>
  current === name ? 'ascending' : current === `-${name}` ? 'descending' : undefined;
