import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterBodySchema, TokenResponse } from '@foundation/contract/learners';
import { api } from '../../../lib/api-client';

export type RegisterPayload = z.input<typeof RegisterBodySchema>;

/** customer_register; with a course_id the server enrols the new learner in that course too. */
export const register = (body: RegisterPayload) => api.post<TokenResponse>('customer_register', body);

export const useRegister = () => useMutation({ mutationFn: register });
