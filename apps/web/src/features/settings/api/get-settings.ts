import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@foundation/contract/settings';
import { api } from '../../../lib/api-client';

export const getSettings = () => api.get<{ data: Settings }>('settings').then((r) => r.data);

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 10 * 60_000 });

/** Header, footer and payment pages read the settings; a failed load is only logged (spec point 8). */
export const useSettings = () => useQuery(getSettingsQueryOptions());
