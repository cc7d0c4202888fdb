import { describe, expect, it } from 'vitest';
import type { CollectionResource } from '../types';
import { apiQuery, nextSort, readParams, writeParams } from './params';

const r = {
  kind: 'collection',
  path: 'books',
  label: 'Books',
  one: 'book',
  defaultSort: '-created_at',
  columns: [{ name: 'title', label: 'Title', sortable: true }, { name: 'author', label: 'Author' }],
  filters: [{ kind: 'published', name: 'published', label: 'Status' }],
  fields: [],
  title: () => '',
} satisfies CollectionResource;

describe('list params', () => {
  it('keeps only what the resource declares: a sortable column, a declared filter, a real page', () => {
    expect(readParams(r, new URLSearchParams('q=+mercy+&sort=-author&page=0&published=true&colour=red'))).toEqual({ q: 'mercy', page: 1, sort: '', filters: { published: 'true' } });
    expect(readParams(r, new URLSearchParams('sort=-title&page=3')).sort).toBe('-title');
  });

  it('writes the address without defaults and the API query with them', () => {
    const p = { q: 'a b', page: 2, sort: '', filters: { published: 'false' } };
    expect(writeParams(p)).toBe('?q=a+b&published=false&page=2');
    expect(writeParams({ q: '', page: 1, sort: '', filters: {} })).toBe('');
    expect(apiQuery(r, p)).toBe('page=2&per_page=25&sort=-created_at&q=a+b&published=false');
  });

  it('cycles a header through ascending, descending and back to the default', () => {
    expect([nextSort('', 'title'), nextSort('title', 'title'), nextSort('-title', 'title'), nextSort('-author', 'title')]).toEqual(['title', '-title', '', 'title']);
  });
});
