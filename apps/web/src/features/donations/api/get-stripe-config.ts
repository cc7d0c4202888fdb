import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface StripeConfig {
  publishable_key: string | null;
  enabled: boolean;
}

/** The publishable key comes from the server at run time, never baked into the build. */
export const getStripeConfig = () => api.get<StripeConfig>('stripe/config');

export const getStripeConfigQueryOptions = () =>
  queryOptions({ queryKey: ['stripe-config'], queryFn: getStripeConfig, staleTime: 10 * 60_000, retry: 1 });

export const useStripeConfig = (enabled = true) => useQuery({ ...getStripeConfigQueryOptions(), enabled });
