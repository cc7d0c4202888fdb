import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, CountriesResponse } from '@foundation/contract/settings';
import { api } from './api-client';
import { getLocale, intlLocale } from './locale';

export const getCountries = () => api.get<CountriesResponse>('getCountries').then((r) => r.data.country_list);

/** The list hardly ever changes: fetch it once an hour at most. */
export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });

/** The country select of the membership form and of the donation wizard's billing step; a failed load leaves it empty (spec point 8). */
export const useCountries = () => useQuery(getCountriesQueryOptions());

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country as a reader of the page names it: the API's (English) name on an English page; on an
 * Urdu page the Urdu name Intl knows for its ISO code, or the API's name where it knows none.
 */
export function countryName(country: Pick<Country, 'name' | 'code'>): string {
  if (getLocale() !== 'ur' || !/^[A-Za-z]{2}$/.test(country.code ?? '')) return country.name;
  const locale = intlLocale();
  try {
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
    return names.of(country.code.toUpperCase()) ?? country.name;
  } catch {
    return country.name;
  }
}
