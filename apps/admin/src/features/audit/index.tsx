import { ROLES } from '@foundation/contract/staff-messages';
import type { PageResource } from '../../kit/types';
import { AuditListPage } from './list-page';
import { auditWords as w } from './words';

/** The audit log, for admins only like its API: who changed what, when and from where. */
export const auditScreen: PageResource = {
  kind: 'page',
  path: 'audit',
  label: w.nav,
  one: 'entry',
  roles: ROLES.admin,
  element: <AuditListPage />,
};

export { AuditEntryRoute } from './entry-page';
