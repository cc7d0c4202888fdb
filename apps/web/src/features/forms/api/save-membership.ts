import type { MembershipInput } from '@foundation/contract/forms';
import { api } from '../../../lib/api-client';

/** POST saveMembership: a basic or active membership form, told apart by formType. */
export const saveMembership = (body: MembershipInput) => api.post<{ message: string }>('saveMembership', body);
