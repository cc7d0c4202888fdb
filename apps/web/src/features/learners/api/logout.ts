import type { MessageResponse } from '@foundation/contract/common';
import { api } from '../../../lib/api-client';

/** customer_logout: revokes the token on the server. */
export const logout = (token: string) => api.post<MessageResponse>('customer_logout', undefined, { token });
