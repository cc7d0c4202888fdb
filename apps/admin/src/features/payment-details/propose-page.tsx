import { Navigate, useNavigate } from 'react-router';
import type { PaymentDetailChangeResponse } from '@foundation/contract/admin/payment-details';
import { Alert } from '../../components';
import { ResourceForm } from '../../kit/form/resource-form';
import type { Values } from '../../kit/types';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/use-session';
import { proposalFields } from './fields';
import { usePaymentDetails, useRefreshPaymentDetails } from './queries';
import { paymentWords as w } from './words';

// The contract's schema, loaded with the form: the messages the API answers 422 with.
const schema = () => import('@foundation/contract/admin/payment-details').then((m) => m.PaymentDetailsProposalSchema);

/**
 * An administrator proposes new accounts: the kit's form over the accounts in effect, and their
 * password or code. Sent, it waits for a second administrator (or the hold), and the settings
 * screen shows it waiting.
 */
export function ProposePaymentDetailsPage() {
  const { session } = useSession();
  // Only administrators propose; anyone else who types the address is taken to the settings.
  return session?.staff.role === 'admin' ? <Proposal /> : <Navigate to="/settings" replace />;
}

function Proposal() {
  const { request } = useSession();
  const navigate = useNavigate();
  const refresh = useRefreshPaymentDetails();
  const details = usePaymentDetails();
  usePageTitle(w.proposeHeading);
  if (details.isError) return <Alert>{details.error.message}</Alert>;
  if (!details.data)
    return (
      <p role="status" className="text-muted">
        {w.loading}
      </p>
    );
  // A change already waits: it is decided on the settings screen first.
  if (details.data.pending) return <Navigate to="/settings" replace />;
  const { current, active_admins } = details.data;
  return (
    <ResourceForm
      fields={proposalFields}
      schema={schema}
      record={{ ...current, confirmation: '' }}
      heading={w.proposeHeading}
      intro={<p className="max-w-prose rounded-md border border-brand-700 bg-brand-50 px-4 py-3 text-sm">{active_admins <= 1 ? w.onlyAdmin : w.secondAdmin}</p>}
      back={{ to: '/settings', label: w.back }}
      submitLabel={w.submit}
      savedMessage={w.proposed}
      save={(body) => request<PaymentDetailChangeResponse>('payment-details/changes', { body }).then((r) => r.data as unknown as Values)}
      onSaved={() => {
        void refresh();
        void navigate('/settings');
      }}
    />
  );
}
