import type { RouteObject } from 'react-router';
import { DonationRoute } from '../features/donations/detail-page';
import { DonationListPage } from '../features/donations/list-page';
import { Layout } from './layout';
import { NotFound } from './not-found';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <DonationListPage /> },
      { path: 'donations/:id', element: <DonationRoute /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
