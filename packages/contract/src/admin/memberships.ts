import { z } from 'zod';
import { choiceFilter, listEnvelope, listQuerySchema, recordEnvelope } from './kit.ts';
import { handlingRow, inboxFilters } from './inbox.ts';
import { PERSONAL_FIELDS } from './personal-data.ts';

/** Membership applications, basic and active, with every field the public form sends. */

export const MEMBERSHIP_FORMS = ['basic', 'active'] as const;

export const AdminMembershipRowSchema = z.object({
  id: z.number().int(),
  form_type: z.enum(MEMBERSHIP_FORMS),
  full_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  country: z.string(),
  city: z.string(),
  ...handlingRow,
});
export type AdminMembershipRow = z.infer<typeof AdminMembershipRowSchema>;

/** An active application's own fields are null on a basic one. */
export const AdminMembershipSchema = AdminMembershipRowSchema.extend({
  country_id: z.number().int(),
  message: z.string(),
  father_name: z.string().nullable(),
  gender: z.string().nullable(),
  present_address: z.string().nullable(),
  permanent_address: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  tehsil: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  cnic_number: z.string().nullable(),
  /** YYYY-MM-DD */
  date_of_birth: z.string().nullable(),
  education: z.string().nullable(),
  /** Internal: never shown to the applicant. */
  note: z.string(),
  /** Personal fields the caller's role does not see (read as null): the CNIC, birth date and addresses for an editor. */
  hidden_fields: z.array(z.enum(PERSONAL_FIELDS.memberships)),
});
export type AdminMembership = z.infer<typeof AdminMembershipSchema>;

export const AdminMembershipListQuerySchema = listQuerySchema({
  sort: ['created_at', 'full_name', 'status'],
  defaultSort: '-created_at',
  filters: { form_type: choiceFilter(MEMBERSHIP_FORMS), ...inboxFilters },
});
export type AdminMembershipListQuery = z.input<typeof AdminMembershipListQuerySchema>;

export const AdminMembershipListResponseSchema = listEnvelope(AdminMembershipRowSchema);
export const AdminMembershipResponseSchema = recordEnvelope(AdminMembershipSchema);
