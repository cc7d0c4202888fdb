import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerProfileResponse } from '@foundation/contract/learners';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/use-token';

export const getProfile = (token: string) =>
  api.get<LearnerProfileResponse>('customer_profile', { token }).then((r) => r.data);

export const getProfileQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['learner', 'profile', token], queryFn: () => getProfile(token) });

/** The signed-in learner's own details, to prefill the enrolment dialog. */
export function useProfile() {
  const token = useToken();
  return useQuery({ ...getProfileQueryOptions(token ?? ''), enabled: Boolean(token) });
}
