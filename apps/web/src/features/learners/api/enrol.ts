import type { z } from 'zod';
import type { MessageResponse } from '@foundation/contract/common';
import type { EnrolBodySchema } from '@foundation/contract/enrolments';
import { api } from '../../../lib/api-client';
import { useSignedInMutation } from '../../../lib/use-signed-in-mutation';

export type EnrolPayload = z.input<typeof EnrolBodySchema>;

export const enrol = (body: EnrolPayload, token: string | null) =>
  api.post<MessageResponse>('enrollCourseWithUserDetail', body, { token });

/** enrollCourseWithUserDetail; afterwards the course lists and counts are read again. */
export const useEnrol = () => useSignedInMutation(enrol, [['learner'], ['courses']]);
