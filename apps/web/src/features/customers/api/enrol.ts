import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EnrolBodySchema } from '@foundation/contract/customers';
import { api } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';

export type EnrolPayload = z.input<typeof EnrolBodySchema>;

export const enrol = (body: EnrolPayload, token: string | null) =>
  api.post<{ message: string }>('enrollCourseWithUserDetail', body, { token });

/** enrollCourseWithUserDetail; afterwards the course lists and counts are read again. */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolPayload) => enrol(body, readToken()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['learner'] }),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]),
  });
}
