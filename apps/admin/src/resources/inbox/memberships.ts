import type { CollectionResource } from '../../kit/types';
import { assigneeColumn, handlingFields, inboxFilters, inboxStatusColumn, receivedColumn } from './handling';

const forms = [
  { value: 'basic', label: 'Basic' },
  { value: 'active', label: 'Active' },
];

/** Membership applications from the footer's form, basic and active, with every field sent. */
export const memberships: CollectionResource = {
  kind: 'collection',
  path: 'memberships',
  label: 'Membership applications',
  one: 'membership application',
  searchHint: 'Name, e-mail, mobile, WhatsApp, city or message (and CNIC, for administrators)',
  defaultSort: '-created_at',
  canCreate: false,
  exportCsv: true,
  columns: [
    { name: 'full_name', label: 'Name', sortable: true },
    { name: 'form_type', label: 'Form', render: (r) => (r.form_type === 'active' ? 'Active' : 'Basic') },
    { name: 'city', label: 'City' },
    inboxStatusColumn,
    assigneeColumn,
    receivedColumn,
  ],
  filters: [{ kind: 'select', name: 'form_type', label: 'Form', options: forms }, ...inboxFilters],
  fields: [
    { kind: 'section', name: 'applicant', label: 'Application' },
    { kind: 'text', name: 'full_name', label: 'Full name', readOnly: true },
    { kind: 'select', name: 'form_type', label: 'Form', options: forms, readOnly: true },
    { kind: 'text', type: 'email', name: 'email', label: 'E-mail', readOnly: true },
    { kind: 'text', type: 'tel', name: 'mobile_number', label: 'Mobile', readOnly: true },
    { kind: 'text', type: 'tel', name: 'whatsapp_number', label: 'WhatsApp', readOnly: true },
    { kind: 'text', name: 'cnic_number', label: 'CNIC', readOnly: true },
    { kind: 'text', name: 'father_name', label: "Father's name", readOnly: true },
    { kind: 'text', name: 'gender', label: 'Gender', readOnly: true },
    { kind: 'date', name: 'date_of_birth', label: 'Date of birth', readOnly: true },
    { kind: 'text', name: 'education', label: 'Education', readOnly: true },
    { kind: 'text', name: 'country', label: 'Country', readOnly: true },
    { kind: 'text', name: 'province', label: 'Province', readOnly: true },
    { kind: 'text', name: 'district', label: 'District', readOnly: true },
    { kind: 'text', name: 'tehsil', label: 'Tehsil', readOnly: true },
    { kind: 'text', name: 'city', label: 'City', readOnly: true },
    { kind: 'longText', name: 'present_address', label: 'Present address', readOnly: true, wide: false },
    { kind: 'longText', name: 'permanent_address', label: 'Permanent address', readOnly: true, wide: false },
    { kind: 'longText', name: 'message', label: 'Message', readOnly: true },
    { kind: 'date', name: 'created_at', label: 'Received', readOnly: true },
    ...handlingFields,
  ],
  schema: () => import('@foundation/contract/admin/inbox').then((m) => m.InboxPatchSchema),
  title: (r) => String(r.full_name ?? ''),
};
