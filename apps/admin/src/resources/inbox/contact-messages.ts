import type { CollectionResource } from '../../kit/types';
import { assigneeColumn, handlingFields, inboxFilters, inboxStatusColumn, receivedColumn } from './handling';

const forms = [
  { value: 'contact', label: 'Contact' },
  { value: 'join_us', label: 'Join us' },
];
const formLabel = (form: unknown) => forms.find((f) => f.value === form)?.label ?? String(form);

/** What visitors send from /contact and the Join Us form; staff answer and mark them. */
export const contactMessages: CollectionResource = {
  kind: 'collection',
  path: 'contact-messages',
  label: 'Contact messages',
  one: 'contact message',
  searchHint: 'Name, e-mail, phone, subject or message',
  defaultSort: '-created_at',
  canCreate: false,
  exportCsv: true,
  columns: [
    { name: 'subject', label: 'Subject' },
    { name: 'name', label: 'From', sortable: true },
    { name: 'form', label: 'Form', render: (r) => formLabel(r.form) },
    inboxStatusColumn,
    assigneeColumn,
    receivedColumn,
  ],
  filters: [{ kind: 'select', name: 'form', label: 'Form', options: forms }, ...inboxFilters],
  fields: [
    { kind: 'section', name: 'sent', label: 'Message' },
    { kind: 'text', name: 'name', label: 'Name', readOnly: true },
    { kind: 'select', name: 'form', label: 'Form', options: forms, readOnly: true },
    { kind: 'text', type: 'email', name: 'email', label: 'E-mail', readOnly: true },
    { kind: 'text', type: 'tel', name: 'phone', label: 'Phone', readOnly: true },
    { kind: 'text', name: 'subject', label: 'Subject', readOnly: true, wide: true },
    { kind: 'longText', name: 'message', label: 'Message', readOnly: true },
    { kind: 'date', name: 'created_at', label: 'Received', readOnly: true },
    ...handlingFields,
  ],
  schema: () => import('@foundation/contract/admin/inbox').then((m) => m.InboxPatchSchema),
  title: (r) => `${String(r.subject ?? '')} (${formLabel(r.form)})`,
};
