import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesResponse } from '@foundation/contract/courses';
import { api } from '../../../lib/api-client';

export const getLatestCourses = () => api.get<CoursesResponse>('getLastestCourses').then((r) => r.courses);

export const getLatestCoursesQueryOptions = () => queryOptions({ queryKey: ['courses', 'latest'], queryFn: getLatestCourses });

/** The newest courses for the home page; a failed load only leaves the section out. */
export const useLatestCourses = () => useQuery(getLatestCoursesQueryOptions());
