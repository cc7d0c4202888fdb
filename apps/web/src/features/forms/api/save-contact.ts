import type { ContactInput } from '@foundation/contract/forms';
import { api } from '../../../lib/api-client';

/** POST saveContact: the contact page's message to the foundation. */
export const saveContact = (body: ContactInput) => api.post<{ message: string }>('saveContact', body);
