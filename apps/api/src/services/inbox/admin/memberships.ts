import { eq, sql } from 'drizzle-orm';
import { inboxStatusLabels } from '@foundation/contract/admin/inbox';
import { AdminMembershipListQuerySchema, AdminMembershipRowSchema, AdminMembershipSchema, type AdminMembership } from '@foundation/contract/admin/memberships';
import { PERSONAL_FIELDS } from '@foundation/contract/admin/personal-data';
import type { Db } from '../../../db/client.ts';
import { countries, memberships, staff } from '../../../db/schema/index.ts';
import { karachiTime, type CsvColumn } from '../../back-office/csv-export.ts';
import { handlingColumns, handlingFilters, handlingRow, type SubmissionKind } from './inbox.ts';
import { defineResource, type PageQuery } from '../../back-office/kit.ts';

const t = memberships;

const select = (db: Db) =>
  db
    .select({
      id: t.id,
      formType: t.formType,
      fullName: t.fullName,
      email: t.email,
      mobileNumber: t.mobileNumber,
      countryId: t.countryId,
      country: countries.name,
      city: t.city,
      message: t.message,
      fatherName: t.fatherName,
      gender: t.gender,
      presentAddress: t.presentAddress,
      permanentAddress: t.permanentAddress,
      province: t.province,
      district: t.district,
      tehsil: t.tehsil,
      whatsappNumber: t.whatsappNumber,
      cnicNumber: t.cnicNumber,
      dateOfBirth: t.dateOfBirth,
      education: t.education,
      ...handlingColumns(t),
    })
    .from(t)
    .innerJoin(countries, eq(countries.id, t.countryId))
    .leftJoin(staff, eq(staff.id, t.assigneeId));
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = (r: Selected) => ({
  id: r.id,
  form_type: r.formType,
  full_name: r.fullName,
  email: r.email,
  mobile_number: r.mobileNumber,
  country: r.country,
  city: r.city,
  ...handlingRow(r),
});

/** An active application's own fields stay null on a basic one (the form stores '' for a blank optional one). */
const toRecord = (r: Selected) => ({
  ...toRow(r),
  country_id: r.countryId,
  message: r.message,
  father_name: r.fatherName,
  gender: r.gender,
  present_address: r.presentAddress,
  permanent_address: r.permanentAddress,
  province: r.province,
  district: r.district,
  tehsil: r.tehsil,
  whatsapp_number: r.whatsappNumber,
  cnic_number: r.cnicNumber,
  date_of_birth: r.dateOfBirth,
  education: r.education,
  note: r.note,
  hidden_fields: [] as AdminMembership['hidden_fields'],
});
type MembershipRecord = ReturnType<typeof toRecord>;

const records = async (db: Db, page: PageQuery) =>
  (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRecord);

/** Membership applications (saveMembership), basic and active; staff read and handle them. */
export const membershipResource = defineResource({
  name: 'memberships',
  label: 'membership application',
  table: t,
  id: t.id,
  schemas: { row: AdminMembershipRowSchema, record: AdminMembershipSchema, query: AdminMembershipListQuerySchema },
  search: [t.fullName, t.email, t.mobileNumber, t.whatsappNumber, t.cnicNumber, t.city, t.message],
  sort: { created_at: t.createdAt, full_name: sql`lower(${t.fullName})`, status: t.status },
  filters: (query) => [query.form_type === undefined ? undefined : eq(t.formType, query.form_type), ...handlingFilters(t, query)],
  rows: async (db, page) => (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await select(db).where(eq(t.id, id));
    return row ? toRecord(row) : null;
  },
  caches: [],
  personal: { fields: PERSONAL_FIELDS.memberships, search: [t.cnicNumber] },
});

export const membershipKind: SubmissionKind<MembershipRecord> = { entity: 'memberships', table: t, read: membershipResource.read };

export const membershipCsv: { columns: CsvColumn<MembershipRecord>[]; records: typeof records } = {
  records,
  columns: [
    { header: 'Id', value: (r) => r.id },
    { header: 'Received (Karachi)', value: (r) => karachiTime(r.created_at) },
    { header: 'Form', value: (r) => (r.form_type === 'active' ? 'Active' : 'Basic') },
    { header: 'Full name', value: (r) => r.full_name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Mobile', value: (r) => r.mobile_number },
    { header: 'WhatsApp', value: (r) => r.whatsapp_number },
    { header: 'Country', value: (r) => r.country },
    { header: 'City', value: (r) => r.city },
    { header: 'Province', value: (r) => r.province },
    { header: 'District', value: (r) => r.district },
    { header: 'Tehsil', value: (r) => r.tehsil },
    { header: "Father's name", value: (r) => r.father_name },
    { header: 'Gender', value: (r) => r.gender },
    { header: 'Date of birth', value: (r) => r.date_of_birth, personal: 'date_of_birth' },
    { header: 'CNIC', value: (r) => r.cnic_number, personal: 'cnic_number' },
    { header: 'Education', value: (r) => r.education },
    { header: 'Present address', value: (r) => r.present_address, personal: 'present_address' },
    { header: 'Permanent address', value: (r) => r.permanent_address, personal: 'permanent_address' },
    { header: 'Message', value: (r) => r.message },
    { header: 'Status', value: (r) => inboxStatusLabels[r.status] },
    { header: 'Assignee', value: (r) => r.assignee_name },
    { header: 'Note', value: (r) => r.note },
    { header: 'Handled (Karachi)', value: (r) => karachiTime(r.handled_at) },
  ],
};
