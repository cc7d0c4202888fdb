// Plain strings in a module of their own: the back office imports them without zod.
import type { StaffRole } from '../staff-messages.ts';

/**
 * Personal data by role (decision 18, amended): identity numbers, birth dates and home addresses
 * that visitors and learners give are shown to administrators only. Editors handle the inbox by
 * name, e-mail and phone, and read these as hidden; finance does not open the inbox at all.
 * Book orders' and donations' addresses stay with finance, who post the books and keep the ledger.
 */
export const PERSONAL_DATA_ROLES = ['admin'] as const satisfies readonly StaffRole[];

export const seesPersonalData = (role: StaffRole) => (PERSONAL_DATA_ROLES as readonly StaffRole[]).includes(role);

/** Each resource's personal fields, as its record names them. */
export const PERSONAL_FIELDS = {
  memberships: ['cnic_number', 'date_of_birth', 'present_address', 'permanent_address'],
  enrolments: ['address'],
} as const;
