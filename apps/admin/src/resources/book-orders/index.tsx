import { FULFILMENT_STATUSES, bookOrderMessages, fulfilmentLabels, type FulfilmentStatus } from '@foundation/contract/admin/inbox-messages';
import { donationStatusLabels, paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import { ROLES } from '@foundation/contract/staff-messages';
import { StateBadge, type Tone } from '../../kit/ui/state-badge';
import type { CollectionResource, Option } from '../../kit/types';

const stages: Option[] = FULFILMENT_STATUSES.map((s) => ({ value: s, label: fulfilmentLabels[s] }));
const tone: Record<FulfilmentStatus, Tone> = { paid: 'waiting', printing: 'working', shipped: 'working', delivered: 'done' };

/** An unpaid order has no fulfilment yet: it waits for its payment. */
const Fulfilment = ({ stage }: { stage: unknown }) =>
  stage ? <StateBadge label={fulfilmentLabels[stage as FulfilmentStatus]} tone={tone[stage as FulfilmentStatus]} /> : <StateBadge label="Awaiting payment" tone="working" />;

const copies = (n: unknown) => `${String(n)} ${n === 1 ? 'copy' : 'copies'}`;

/**
 * Printed books ordered from /publishing (donations with module BOOK). Finance moves a paid order
 * through printing and shipping; the buyer is e-mailed the tracking note when it ships.
 */
export const bookOrders: CollectionResource = {
  kind: 'collection',
  path: 'book-orders',
  label: 'Book orders',
  one: 'book order',
  // Money: finance and admins, as its API.
  roles: ROLES.money,
  searchHint: 'Reference, buyer, e-mail or phone',
  defaultSort: '-created_at',
  canCreate: false,
  canDelete: false,
  columns: [
    { name: 'reference', label: 'Reference' },
    { name: 'buyer_name', label: 'Buyer' },
    { name: 'book_title', label: 'Book', render: (r) => `${String(r.book_title ?? '')}, ${copies(r.copies)}` },
    { name: 'amount', label: 'Amount', kind: 'money', sortable: true },
    { name: 'payment_status', label: 'Payment', render: (r) => `${paymentMethodLabels[r.payment_method as keyof typeof paymentMethodLabels]}: ${donationStatusLabels[r.payment_status as keyof typeof donationStatusLabels]}` },
    { name: 'fulfilment', label: 'Fulfilment', render: (r) => <Fulfilment stage={r.fulfilment} /> },
    { name: 'created_at', label: 'Ordered', kind: 'date', sortable: true },
  ],
  filters: [
    { kind: 'select', name: 'fulfilment', label: 'Fulfilment', options: stages },
    {
      kind: 'select',
      name: 'paid',
      label: 'Payment',
      options: [
        { value: 'true', label: 'Paid' },
        { value: 'false', label: 'Not paid' },
      ],
    },
  ],
  fields: [
    { kind: 'section', name: 'order', label: 'Order' },
    { kind: 'text', name: 'reference', label: 'Reference', readOnly: true },
    { kind: 'date', name: 'created_at', label: 'Ordered', readOnly: true },
    { kind: 'text', name: 'book_title', label: 'Book', readOnly: true },
    { kind: 'number', name: 'copies', label: 'Copies', readOnly: true },
    { kind: 'money', name: 'amount', label: 'Amount', readOnly: true },
    { kind: 'select', name: 'payment_status', label: 'Payment', readOnly: true, options: Object.entries(donationStatusLabels).map(([value, label]) => ({ value, label })) },
    { kind: 'section', name: 'buyer', label: 'Ship to' },
    { kind: 'text', name: 'buyer_name', label: 'Buyer', readOnly: true },
    { kind: 'text', type: 'tel', name: 'phone', label: 'Phone', readOnly: true },
    { kind: 'text', type: 'email', name: 'email', label: 'E-mail', readOnly: true },
    { kind: 'text', name: 'street_address', label: 'Street address', readOnly: true },
    { kind: 'text', name: 'city', label: 'City', readOnly: true },
    { kind: 'text', name: 'country', label: 'Country', readOnly: true },
    { kind: 'section', name: 'fulfilment-section', label: 'Fulfilment', hint: 'Only a paid order moves, and only forward. Shipping e-mails the buyer the tracking note.' },
    { kind: 'select', name: 'fulfilment', label: 'Fulfilment', required: true, options: stages },
    {
      kind: 'text',
      name: 'tracking_note',
      label: 'Tracking note',
      maxLength: bookOrderMessages.trackingNoteMax,
      hint: 'The courier and the tracking number: required once shipped, and sent to the buyer.',
      wide: true,
    },
  ],
  schema: () => import('@foundation/contract/admin/book-orders').then((m) => m.AdminBookOrderPatchSchema),
  title: (r) => `Book order ${String(r.reference ?? '')}`,
};
