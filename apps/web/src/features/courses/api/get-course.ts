import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseResponse } from '@foundation/contract/courses';
import { api, noneWhenMissing } from '../../../lib/api-client';

/** The course, or null when there is none by this id. */
export const getCourse = (id: number) => noneWhenMissing(api.get<CourseResponse>(`getSpecificCourse/${id}`).then((r) => r.course));

export const getCourseQueryOptions = (id: number) => queryOptions({ queryKey: ['courses', id], queryFn: () => getCourse(id) });

/** One course as the public sees it; `null` skips the request (an id that cannot exist). */
export const useCourse = (id: number | null) => useQuery({ ...getCourseQueryOptions(id ?? 0), enabled: id !== null });
