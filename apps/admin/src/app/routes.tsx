import type { RouteObject } from 'react-router';
import { AuditEntryRoute } from '../features/audit';
import { DonationRoute } from '../features/donations/detail-page';
import { DonationListPage } from '../features/donations/list-page';
import { PROPOSE_PATH, ProposePaymentDetailsPage } from '../features/payment-details';
import { signInRoutes } from '../features/sign-in/routes';
import { AccountPage } from '../features/staff';
import { resourceRoutes } from '../kit/routes';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { resources } from './resources';

export const routes: RouteObject[] = [
  // Opened from an e-mailed link or the sign-in page, without a session.
  ...signInRoutes,
  {
    element: <Layout />,
    children: [
      { index: true, element: <DonationListPage /> },
      { path: 'donations/:id', element: <DonationRoute /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'audit/:id', element: <AuditEntryRoute /> },
      { path: PROPOSE_PATH.slice(1), element: <ProposePaymentDetailsPage /> },
      ...resourceRoutes(resources),
      { path: '*', element: <NotFound /> },
    ],
  },
];
