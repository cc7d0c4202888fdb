import { publishedColumn, publishedFilter } from '../../kit/common-columns';
import { ROLES } from '@foundation/contract/staff-messages';
import type { CollectionResource } from '../../kit/types';

/** The funds gifts belong to (Zakat, Sadaqah…), in the order the donation forms offer them. */
export const funds: CollectionResource = {
  kind: 'collection',
  path: 'funds',
  label: 'Funds',
  one: 'fund',
  searchHint: 'Name or code',
  defaultSort: 'position',
  orderable: true,
  roles: ROLES.money,
  columns: [
    { name: 'name', label: 'Name', sortable: true },
    { name: 'code', label: 'Code' },
    { name: 'explanation', label: 'Explanation' },
    publishedColumn,
  ],
  filters: [publishedFilter],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 100 },
    // Forms, links and the books name a fund by its code, so the API makes it from the name once and it stays.
    { kind: 'text', name: 'code', label: 'Code', readOnly: true, hint: 'Made from the name when the fund is saved first; links and the books use it.' },
    { kind: 'text', name: 'explanation', label: 'Explanation', required: true, maxLength: 300, wide: true, hint: 'One line the donor reads beside the choice.' },
    { kind: 'switch', name: 'published', label: 'Offered to donors', onText: 'Offered on the donation forms', offText: 'Hidden (its gifts stay in the books)' },
  ],
  schema: () => import('@foundation/contract/admin/funds').then((m) => m.AdminFundCreateSchema),
  defaults: () => ({ published: true }),
  title: (r) => String(r.name ?? ''),
};
