import { auditActionLabels } from '@foundation/contract/admin/audit-messages';

/** Every word of the audit log's screens, in one place for the message catalogue. */
export const auditWords = {
  nav: 'Audit log',
  list: 'Audit log entries',
  one: 'audit log entry',
  searchHint: 'The staff e-mail, an address, a record id, or a record’s title, name or reference.',
  entity: 'Kind of record',
  action: 'Action',
  staff: 'Staff member',
  from: 'From',
  to: 'To',
  when: 'When',
  who: 'Who',
  record: 'Record',
  address: 'Address',
  system: 'The system',
  heading: (id: number) => `Audit entry ${id}`,
  back: 'Back to the audit log',
  loading: 'Loading the entry…',
  notFound: 'No audit entry has this address.',
  changes: 'Changes',
  noChanges: 'No field changed.',
  showAll: (unchanged: number) => `Show all fields (${unchanged} unchanged)`,
  showChanged: 'Show changed fields only',
  unchanged: 'unchanged',
  before: 'Before',
  after: 'After',
  empty: 'empty',
  htmlAsText: 'Formatted text, shown without its formatting.',
  yes: 'Yes',
  no: 'No',
  /** The whole value, when it is one list (a reorder's ids). */
  whole: 'Order of the records (ids)',
  value: 'Value',
};

/** "Changed", or the stored word for an action no one has named yet. */
export const actionLabel = (action: string) => auditActionLabels[action] ?? action;

/** `news-events` reads "News events"; the API's names are the domain's plural nouns. */
export const entityLabel = (entity: string) => {
  const words = entity.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
