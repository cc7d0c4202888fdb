import { ROLES } from '@foundation/contract/staff-messages';
import { PaymentDetailsPanel } from '../features/payment-details';
import type { SingletonResource } from '../kit/types';
import { settings } from '../resources/settings';

/**
 * The settings screen: the kit's settings form (editors and administrators), and above it the
 * payment details (administrators and finance), which change under four eyes on a path of their own.
 */
export const settingsScreen: SingletonResource = {
  ...settings,
  parts: [{ key: 'payment-details', roles: ROLES.money, element: <PaymentDetailsPanel /> }],
};
