import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@foundation/contract/common';
import type { LearnerResetRequestBody } from '@foundation/contract/learners';
import { api } from '../../../lib/api-client';

/** A reset link for a forgotten password, e-mailed in `lang`; the answer is the same for any address. */
export const requestReset = (body: LearnerResetRequestBody) => api.post<MessageResponse>('customer_password_reset', body);

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
