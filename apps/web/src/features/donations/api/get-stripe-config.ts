import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StripeConfigResponse } from '@foundation/contract/donations';
import { api } from '../../../lib/api-client';

/** The publishable key comes from the server at run time, never baked into the build. */
export const getStripeConfig = () => api.get<StripeConfigResponse>('stripe/config');

export const getStripeConfigQueryOptions = () =>
  queryOptions({ queryKey: ['stripe-config'], queryFn: getStripeConfig, staleTime: 10 * 60_000, retry: 1 });

export const useStripeConfig = () => useQuery(getStripeConfigQueryOptions());
