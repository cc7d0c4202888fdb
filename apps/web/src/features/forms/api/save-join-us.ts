import type { MessageResponse } from '@foundation/contract/common';
import type { ContactInput } from '@foundation/contract/forms';
import { api } from '../../../lib/api-client';

/** POST saveJoinUs: a scouts application; the same fields as a contact message (spec point 3). */
export const saveJoinUs = (body: ContactInput) => api.post<MessageResponse>('saveJoinUs', body);
