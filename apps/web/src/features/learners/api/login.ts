import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginBodySchema, TokenResponse } from '@foundation/contract/learners';
import { api } from '../../../lib/api-client';

export type LoginPayload = z.input<typeof LoginBodySchema>;

export const login = (body: LoginPayload) => api.post<TokenResponse>('customer_login', body);

export const useLogin = () => useMutation({ mutationFn: login });
