import type { MessageResponse } from '@foundation/contract/common';
import type { ContactInput } from '@foundation/contract/forms';
import { api } from '../../../lib/api-client';

/** POST saveContact: the contact page's message to the foundation. */
export const saveContact = (body: ContactInput) => api.post<MessageResponse>('saveContact', body);
