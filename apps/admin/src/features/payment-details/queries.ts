import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetailChangeResponse, PaymentDetailsView } from '@foundation/contract/admin/payment-details';
import { useSession } from '../../lib/use-session';

const key = ['payment-details'] as const;

/** What is in effect, the change waiting, and how many administrators there are. */
export function usePaymentDetails() {
  const { request } = useSession();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => request<{ data: PaymentDetailsView }>('payment-details', { signal }).then((r) => r.data) });
}

/** Approve (with the member's password or code) or cancel a waiting change; either refreshes the panel. */
export function useChangeDecisions() {
  const { request } = useSession();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    approve: useMutation({
      mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) =>
        request<PaymentDetailChangeResponse>(`payment-details/changes/${id}/approve`, { body: { confirmation } }).then((r) => r.data),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => request<PaymentDetailChangeResponse>(`payment-details/changes/${id}/cancel`, { method: 'POST' }).then((r) => r.data),
      onSettled: refresh,
    }),
  };
}

/** After a proposal: the panel reads afresh. */
export function useRefreshPaymentDetails() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}
