import { useMutation } from '@tanstack/react-query';
import type { LearnerResetConfirmBody, TokenResponse } from '@foundation/contract/learners';
import { api } from '../../../lib/api-client';

/** The new password from a reset link: answers a session (every other one has ended). */
export const confirmReset = (body: LearnerResetConfirmBody) => api.post<TokenResponse>('customer_password_reset/confirm', body);

export const useConfirmReset = () => useMutation({ mutationFn: confirmReset });
