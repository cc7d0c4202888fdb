import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StripeConfigResponse } from '@foundation/contract/donations';
import { api } from './api-client';
import { href } from './routes';

/** The publishable key comes from the server at run time, never baked into the build. */
export const getStripeConfig = () => api.get<StripeConfigResponse>('stripe/config');

export const getStripeConfigQueryOptions = () =>
  queryOptions({ queryKey: ['stripe-config'], queryFn: getStripeConfig, staleTime: 10 * 60_000, retry: 1 });

export const useStripeConfig = () => useQuery(getStripeConfigQueryOptions());

type GiftQuery = Parameters<typeof href>[2];

/**
 * Where a programme's Give button goes: the card wizard when the site takes cards, else straight
 * to the wallet and bank-transfer form with the same gift. The server asks while it renders the
 * page, so the link is right in the first HTML; until an answer says cards are on, a link goes to
 * the form that always works.
 */
export function useGiftHref(): (query: GiftQuery) => string {
  const cards = useStripeConfig().data?.enabled === true;
  return (query) => href(cards ? 'donationForm' : 'donation', {}, query);
}
