import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@foundation/contract/settings';
import { api } from './api-client';

export const getSettings = () => api.get<SettingsResponse>('settings').then((r) => r.data);

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 10 * 60_000 });

/** Header, footer, contact and payment pages read the settings; a failed load is only logged (spec point 8). */
export const useSettings = () => useQuery(getSettingsQueryOptions());
