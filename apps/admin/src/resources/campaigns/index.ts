import { imageColumn, publishedColumn, publishedField, publishedFilter, titleColumn } from '../../kit/common-columns';
import type { CollectionResource } from '../../kit/types';

/** Campaigns (/campaigns) with their tasks: the tasks are edited with the campaign, in order, and saved with it. */
export const campaigns: CollectionResource = {
  kind: 'collection',
  path: 'campaigns',
  label: 'Campaigns',
  one: 'campaign',
  searchHint: 'Title',
  defaultSort: '-created_at',
  // The list's row has no collected amount (AdminCampaignRowSchema): only the target is shown.
  columns: [
    imageColumn,
    titleColumn,
    { name: 'target_amount', label: 'Target', kind: 'money', sortable: true },
    { name: 'tasks', label: 'Tasks', kind: 'number' },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, maxLength: 200, wide: true },
    { kind: 'image', name: 'image', label: 'Image', required: true },
    publishedField,
    { kind: 'money', name: 'target_amount', label: 'Target', required: true, hint: 'In rupees.' },
    { kind: 'money', name: 'offline_amount', label: 'Offline gifts', hint: 'Received outside the site (cash at a centre), in rupees.' },
    // The contract's description is plain text (up to 2000 characters), not HTML.
    { kind: 'longText', name: 'description', label: 'Description', required: true, maxLength: 2000, rows: 6, wide: true },
    { kind: 'lines', name: 'tags', label: 'Tags', hint: 'One a line, up to 10.', rows: 3 },
    { kind: 'lines', name: 'refused_funds', label: 'Funds not taken', hint: 'One fund code a line (e.g. zakat for a construction); every other fund is taken. Codes are on the Funds page.', rows: 2 },
    {
      kind: 'children',
      name: 'tasks',
      label: 'Tasks',
      itemLabel: 'Task',
      wide: true,
      summary: (t) => (typeof t.title === 'string' ? t.title : undefined),
      newItem: () => ({ title: '', amount: null }),
      fields: [
        { kind: 'text', name: 'title', label: 'Task', required: true, maxLength: 200 },
        { kind: 'money', name: 'amount', label: 'Amount', required: true },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/campaigns').then((m) => m.AdminCampaignCreateSchema),
  defaults: () => ({ published: false, tags: [], refused_funds: [], tasks: [] }),
  title: (r) => String(r.title ?? ''),
};
