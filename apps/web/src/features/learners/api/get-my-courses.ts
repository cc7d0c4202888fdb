import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCoursesResponse } from '@foundation/contract/enrolments';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/use-token';

export const getMyCourses = (token: string) => api.get<MyCoursesResponse>('getMyCourses', { token }).then((r) => r.data);

export const getMyCoursesQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['learner', 'my-courses', token], queryFn: () => getMyCourses(token), staleTime: 0 });

/** The learner's enrolments (getMyCourses); idle while logged out. */
export function useMyCourses() {
  const token = useToken();
  return useQuery({ ...getMyCoursesQueryOptions(token ?? ''), enabled: Boolean(token) });
}
