import type { RouteObject } from 'react-router';
import { DonationRoute } from '../features/donations/detail-page';
import { DonationListPage } from '../features/donations/list-page';
import { resourceRoutes } from '../kit/routes';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { resources } from './resources';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <DonationListPage /> },
      { path: 'donations/:id', element: <DonationRoute /> },
      ...resourceRoutes(resources),
      { path: '*', element: <NotFound /> },
    ],
  },
];
