import { ROLES } from '@foundation/contract/staff-messages';
import type { PageResource } from '../../kit/types';
import { StaffPage } from './staff-page';

/** Staff accounts, in the navigation for admins only (the API's staff routes are admin-only too). */
export const staffScreen: PageResource = {
  kind: 'page',
  path: 'staff',
  label: 'Staff',
  one: 'staff member',
  roles: ROLES.admin,
  element: <StaffPage />,
};

export { AccountPage } from './account-page';
export { NotAllowed } from './not-allowed';
