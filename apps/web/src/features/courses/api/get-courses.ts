import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesResponse } from '@foundation/contract/courses';
import { api } from '../../../lib/api-client';

export const getCourses = () => api.get<CoursesResponse>('getCourses').then((r) => r.courses);

export const getCoursesQueryOptions = () => queryOptions({ queryKey: ['courses'], queryFn: getCourses });

/** Every published course, for the education page. */
export const useCourses = () => useQuery(getCoursesQueryOptions());
