import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { seesPersonalData } from '@foundation/contract/admin/personal-data';
import type { StaffRole } from '@foundation/contract/staff';

/**
 * A resource's personal data (contract PERSONAL_FIELDS: identity numbers, birth dates, home
 * addresses), shown only to the roles of PERSONAL_DATA_ROLES. Another role reads each as null,
 * named in the record's `hidden_fields`; its search does not look in them (a search by CNIC would
 * tell whose it is); its CSV export leaves their columns out.
 */
export interface PersonalData {
  fields: readonly string[];
  /** The resource's search columns that hold them. */
  search?: AnyPgColumn[];
}

/** The personal fields a role does not see (none for a resource without personal data). */
export const hiddenFor = (personal: PersonalData | undefined, role: StaffRole): readonly string[] => (personal && !seesPersonalData(role) ? personal.fields : []);

/** A record or row as this role may read it; a resource with personal data always says what it hid. */
export function forRole<R>(personal: PersonalData | undefined, record: R, role: StaffRole): R {
  if (!personal) return record;
  const hidden = hiddenFor(personal, role);
  const masked = Object.fromEntries(hidden.filter((field) => field in (record as object)).map((field) => [field, null]));
  return { ...record, ...masked, hidden_fields: [...hidden] };
}

/** The search columns a role may look in. */
export const searchFor = (def: { search: AnyPgColumn[]; personal?: PersonalData }, role: StaffRole) =>
  hiddenFor(def.personal, role).length ? def.search.filter((column) => !def.personal?.search?.includes(column)) : def.search;
