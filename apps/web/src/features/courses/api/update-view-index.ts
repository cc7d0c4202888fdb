import type { ProgressResponse } from '@foundation/contract/enrolments';
import { api } from '../../../lib/api-client';
import { useSignedInMutation } from '../../../lib/use-signed-in-mutation';

type Progress = { course_id: number; view_index: number };

export const updateViewIndex = (body: Progress, token: string | null) =>
  api.post<ProgressResponse>('updateCourseViewIndex', body, { token });

/** Reports the lesson a learner reached, so the next visit (on any device) resumes there. */
export const useUpdateViewIndex = () => useSignedInMutation(updateViewIndex, [['learner', 'my-courses']]);
