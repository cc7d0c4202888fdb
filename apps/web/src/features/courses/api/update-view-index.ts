import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';

type Progress = { course_id: number; view_index: number };

export const updateViewIndex = (body: Progress, token: string | null) =>
  api.post<{ message: string; view_index: number }>('updateCourseViewIndex', body, { token });

/** Reports the lesson a learner reached, so the next visit (on any device) resumes there. */
export function useUpdateViewIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Progress) => updateViewIndex(body, readToken()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learner', 'my-courses'] }),
  });
}
