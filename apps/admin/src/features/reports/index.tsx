import { ROLES } from '@foundation/contract/staff-messages';
import type { PageResource } from '../../kit/types';
import { DashboardPage } from './dashboard-page';
import { FundReportPage } from './fund-report-page';

/** The money dashboard: finance's first screen (see donations/finance-landing.tsx), for admins and finance like its API. */
export const dashboardScreen: PageResource = {
  kind: 'page',
  path: 'reports',
  label: 'Dashboard',
  one: 'dashboard',
  roles: ROLES.money,
  element: <DashboardPage />,
};

/** The books by fund (Zakat kept apart), for the same staff as the dashboard. */
export const fundReportScreen: PageResource = {
  kind: 'page',
  path: 'reports/funds',
  label: 'Funds report',
  one: 'funds report',
  roles: ROLES.money,
  element: <FundReportPage />,
};
