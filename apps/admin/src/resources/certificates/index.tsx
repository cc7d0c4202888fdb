import { StateBadge } from '../../kit/ui/state-badge';
import type { CollectionResource, Row } from '../../kit/types';

const status = (r: Row) => <StateBadge label={String(r.status ?? '')} tone={r.status === 'Revoked' ? 'waiting' : 'done'} />;

/**
 * Certificates learners earned by finishing a course. Staff never make or delete one, as its code
 * must answer for good; writing a reason revokes it, and its public page says so at once.
 */
export const certificates: CollectionResource = {
  kind: 'collection',
  path: 'certificates',
  label: 'Certificates',
  one: 'certificate',
  searchHint: 'Name, code or course',
  defaultSort: '-issued_at',
  canCreate: false,
  canDelete: false,
  columns: [
    { name: 'name', label: 'Name', sortable: true },
    { name: 'course_title', label: 'Course' },
    { name: 'code', label: 'Code' },
    { name: 'issued_at', label: 'Issued', kind: 'date', sortable: true },
    { name: 'status', label: 'Status', render: status },
  ],
  filters: [{ kind: 'select', name: 'course_id', label: 'Course', source: 'courses', optionLabel: 'title' }],
  fields: [
    { kind: 'text', name: 'name', label: 'Name on the certificate', readOnly: true },
    { kind: 'text', name: 'course_title', label: 'Course', readOnly: true },
    { kind: 'text', name: 'code', label: 'Code', readOnly: true },
    { kind: 'date', name: 'issued_at', label: 'Issued', readOnly: true },
    { kind: 'text', name: 'status', label: 'Status', readOnly: true },
    {
      kind: 'longText',
      name: 'revoked_reason',
      label: 'Reason for revoking',
      maxLength: 500,
      rows: 3,
      wide: true,
      hint: 'Saving a reason revokes the certificate: its public page says "revoked" at once. The reason stays in the back office.',
    },
  ],
  schema: () => import('@foundation/contract/admin/certificates').then((m) => m.AdminCertificatePatchSchema),
  title: (r) => `${String(r.name ?? '')}: ${String(r.course_title ?? '')}`,
  preview: (r) => (typeof r.code === 'string' ? `/certificates/${r.code}` : null),
};
