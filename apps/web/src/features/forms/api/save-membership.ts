import type { MessageResponse } from '@foundation/contract/common';
import type { MembershipInput } from '@foundation/contract/forms';
import { api } from '../../../lib/api-client';

/** POST saveMembership: a basic or active membership form, told apart by formType. */
export const saveMembership = (body: MembershipInput) => api.post<MessageResponse>('saveMembership', body);
