import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCourseDetailResponse } from '@foundation/contract/enrolments';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/use-token';

export type MyCourseDetail = MyCourseDetailResponse;

export const getMyCourseDetail = (id: number, token: string) => api.get<MyCourseDetail>(`myCourseDetail/${id}`, { token });

export const getMyCourseDetailQueryOptions = (id: number, token: string) =>
  queryOptions({ queryKey: ['learner', 'my-course', token, id], queryFn: () => getMyCourseDetail(id, token), staleTime: 0 });

/** A course the learner is enrolled in, with its lessons and where they stopped (myCourseDetail). */
export function useMyCourseDetail(id: number | null) {
  const token = useToken();
  return useQuery({ ...getMyCourseDetailQueryOptions(id ?? 0, token ?? ''), enabled: Boolean(token) && id !== null });
}
