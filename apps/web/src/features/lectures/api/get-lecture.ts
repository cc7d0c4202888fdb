import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LectureResponse } from '@foundation/contract/lectures';
import { api, noneWhenMissing } from '../../../lib/api-client';

/** The lecture with its related ones, or null when there is none by this id. */
export const getLecture = (id: number, signal?: AbortSignal) => noneWhenMissing(api.get<LectureResponse>(`getSpecificLecture/${id}`, { signal }).then((r) => r.data));

export const getLectureQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['lecture', id], queryFn: ({ signal }) => getLecture(id, signal), enabled: id > 0 });

/** getSpecificLecture/{id}: the lecture with its recordings and related lectures. */
export const useLecture = (id: number) => useQuery(getLectureQueryOptions(id));
