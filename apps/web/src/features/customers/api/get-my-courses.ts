import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyCoursesResponseSchema } from '@foundation/contract/courses';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/use-token';

export type MyCourse = z.infer<typeof MyCoursesResponseSchema>['data'][number];

export const getMyCourses = (token: string) => api.get<{ data: MyCourse[] }>('getMyCourses', { token }).then((r) => r.data);

export const getMyCoursesQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['learner', 'my-courses', token], queryFn: () => getMyCourses(token), staleTime: 0 });

/** The learner's enrolments (getMyCourses); idle while logged out. */
export function useMyCourses() {
  const token = useToken();
  return useQuery({ ...getMyCoursesQueryOptions(token ?? ''), enabled: Boolean(token) });
}
