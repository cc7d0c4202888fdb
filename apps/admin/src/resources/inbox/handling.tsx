import { INBOX_STATUSES, inboxMessages, inboxStatusLabels, type InboxStatus } from '@foundation/contract/admin/inbox-messages';
import { StateBadge, type Tone } from '../../kit/ui/state-badge';
import type { Column, Field, Filter, Option, Row } from '../../kit/types';

/**
 * What the inbox's resources (contact messages, membership applications) declare alike: a status,
 * an assignee and an internal note staff set on what a visitor sent, and the filters to find it.
 */

const statusOptions: Option[] = INBOX_STATUSES.map((s) => ({ value: s, label: inboxStatusLabels[s] }));
const tone: Record<InboxStatus, Tone> = { new: 'waiting', in_progress: 'working', done: 'done' };

export const inboxStatusColumn: Column = {
  name: 'status',
  label: 'Status',
  sortable: true,
  render: (row: Row) => <StateBadge label={inboxStatusLabels[row.status as InboxStatus]} tone={tone[row.status as InboxStatus]} />,
};
export const assigneeColumn: Column = { name: 'assignee_name', label: 'Assignee' };
export const receivedColumn: Column = { name: 'created_at', label: 'Received', kind: 'date', sortable: true };

export const inboxFilters: Filter[] = [
  { kind: 'select', name: 'status', label: 'Status', options: statusOptions },
  { kind: 'select', name: 'assignee_id', label: 'Assignee', source: 'assignees', optionLabel: 'name' },
  { kind: 'date', name: 'from', label: 'Received from' },
  { kind: 'date', name: 'to', label: 'Received until' },
];

/** The part of the form staff edit; the rest of the record is read-only. */
export const handlingFields: Field[] = [
  { kind: 'section', name: 'handling', label: 'Handling', hint: 'Only staff see this.' },
  { kind: 'select', name: 'status', label: 'Status', required: true, options: statusOptions },
  { kind: 'select', name: 'assignee_id', label: 'Assignee', source: 'assignees', optionLabel: 'name', hint: 'Who answers it.' },
  { kind: 'longText', name: 'note', label: 'Internal note', maxLength: inboxMessages.noteMax, hint: 'Never shown to the visitor.' },
  { kind: 'date', name: 'handled_at', label: 'Done on', readOnly: true },
];
