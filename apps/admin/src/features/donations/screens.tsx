import { ROLES } from '@foundation/contract/staff-messages';
import type { PageResource } from '../../kit/types';
import { StatementPage } from './statement-page';

/** Bulk verification from a pasted statement, beside donation review in the navigation. */
export const statementScreen: PageResource = {
  kind: 'page',
  path: 'match-statement',
  label: 'Match a statement',
  one: 'statement',
  roles: ROLES.money,
  element: <StatementPage />,
};
