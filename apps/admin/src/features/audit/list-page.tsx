import { useMemo } from 'react';
import { auditActionLabels } from '@foundation/contract/admin/audit-messages';
import type { AuditFilterOptions } from '@foundation/contract/admin/audit';
import { ListPage } from '../../kit/list/list-page';
import type { CollectionResource, Row } from '../../kit/types';
import { formatDateTime } from '../../kit/format';
import { useAuditFilterOptions } from './queries';
import { recordName } from './record-name';
import { actionLabel, auditWords as w, entityLabel } from './words';

/**
 * The audit log's list is the kit's (search, filters, paging and sort in the address, cards on a
 * phone), over a resource that only reads: no New button, and a row opens its entry (/audit/:id,
 * the diff) rather than a form. The selects offer what the log holds, from the API.
 */
export function AuditListPage() {
  const options = useAuditFilterOptions();
  const resource = useMemo(() => auditList(options.data), [options.data]);
  return <ListPage resource={resource} />;
}

const text = (row: Row, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');

function auditList(options: AuditFilterOptions | undefined): CollectionResource {
  return {
    kind: 'collection',
    path: 'audit',
    label: w.list,
    one: w.one,
    canCreate: false,
    defaultSort: '-at',
    searchHint: w.searchHint,
    columns: [
      { name: 'at', label: w.when, sortable: true, render: (row) => <time dateTime={text(row, 'at')}>{formatDateTime(text(row, 'at'))}</time> },
      { name: 'staff_email', label: w.who, render: (row) => text(row, 'staff_email') || w.system },
      { name: 'action', label: w.action, render: (row) => actionLabel(text(row, 'action')) },
      {
        name: 'entity',
        label: w.record,
        render: (row) => {
          const name = recordName({ before: row.before, after: row.after });
          const id = text(row, 'entity_id');
          return `${entityLabel(text(row, 'entity'))}${id ? ` #${id}` : ''}${name ? `: ${name}` : ''}`;
        },
      },
      { name: 'ip', label: w.address },
    ],
    filters: [
      { kind: 'select', name: 'entity', label: w.entity, options: (options?.entities ?? []).map((e) => ({ value: e, label: entityLabel(e) })) },
      { kind: 'select', name: 'action', label: w.action, options: Object.entries(auditActionLabels).map(([value, label]) => ({ value, label })) },
      { kind: 'select', name: 'staff_id', label: w.staff, options: (options?.staff ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.email})` })) },
      { kind: 'date', name: 'from', label: w.from },
      { kind: 'date', name: 'to', label: w.to },
    ],
    // Read-only: the kit's form is never opened for an entry.
    fields: [],
    title: () => '',
  };
}
