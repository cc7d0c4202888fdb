import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentDetailsMessages } from '@foundation/contract/admin/payment-details-messages';
import type { PaymentDetailChange } from '@foundation/contract/admin/payment-details';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, paymentDetailsView, settingsRecord } from '../../kit/test/fake-api';
import { axeViolations } from '../../test/axe';

// A first render of the settings screen can take seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await import('../../kit/fields/children-field');
}, 30_000);

const wallet = (account_number: string) => ({ method: 'jazz_cash' as const, account_title: 'The Foundation Welfare Trust', account_number });

/** A change proposed by Omar (another admin than the signed-in Ayesha), waiting for approval. */
const pending = (over: Partial<PaymentDetailChange> = {}): PaymentDetailChange => ({
  id: 4,
  status: 'pending',
  before: { wallet_accounts: [wallet('0300 1234567')] },
  after: { wallet_accounts: [wallet('0301 7777777')] },
  proposed_by: { id: 9, name: 'Omar Admin', email: 'omar@foundation.test' },
  proposed_at: '2026-11-24T05:00:00Z',
  takes_effect_at: null,
  decided_by: null,
  decided_at: null,
  ...over,
});

const withPending = (change: PaymentDetailChange) => paymentDetailsView({ current: { bank_accounts: [], wallet_accounts: [wallet('0300 1234567')] }, pending: change });
const panel = () => screen.findByRole('region', { name: 'Payment details' });

describe('payment details on the settings screen', () => {
  it('shows finance the accounts and the change waiting, read-only but for Cancel, with no settings form', async () => {
    signedIn(3_600_000, { role: 'finance' });
    const api = fakeApi({
      'GET /payment-details': () => json(200, { data: withPending(pending({ takes_effect_at: '2026-11-25T05:00:00Z' })) }),
      'POST /payment-details/changes/4/cancel': () => json(200, { data: pending({ status: 'cancelled' }) }),
    });
    const { container } = renderApp('/settings');
    const region = await panel();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hotline/)).not.toBeInTheDocument();
    expect(api.calls).not.toContain('GET /api/admin/settings');
    const waiting = await within(region).findByRole('region', { name: 'A change is waiting' });
    expect(waiting).toHaveTextContent('Proposed by Omar Admin (omar@foundation.test) on 24 Nov 2026');
    expect(waiting).toHaveTextContent(/It takes effect on 25 Nov 2026, 10:00.* unless an administrator or a finance member cancels it\./);
    expect(within(waiting).getByRole('heading', { name: 'Now' }).parentElement).toHaveTextContent('JazzCash 0300 1234567');
    expect(within(waiting).getByRole('heading', { name: 'After the change' }).parentElement).toHaveTextContent('JazzCash 0301 7777777');
    expect(within(region).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Propose a change' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(waiting).getByRole('button', { name: 'Cancel the change' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this change?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it waiting' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByText('Change cancelled.')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/admin/payment-details/changes/4/cancel');
  });

  it('lets another administrator approve with their password, saying under the field when it is wrong', async () => {
    signedIn();
    let answer = json(422, { message: 'Check the highlighted fields.', errors: { confirmation: [paymentDetailsMessages.confirmationWrong] } });
    const api = fakeApi({
      'GET /settings': () => json(200, { data: settingsRecord() }),
      'GET /payment-details': () => json(200, { data: withPending(pending()) }),
      'POST /payment-details/changes/4/approve': () => answer,
    });
    renderApp('/settings');
    const waiting = await within(await panel()).findByRole('region', { name: 'A change is waiting' });
    expect(waiting).toHaveTextContent('It takes effect once another administrator approves it.');
    // The settings form is there too, below, for an administrator.
    expect(await screen.findByLabelText(/^Hotline/)).toBeInTheDocument();

    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this change?' });
    const password = within(dialog).getByLabelText('Your password, or a code from your authenticator app');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(password).toHaveAccessibleDescription(`A session left open is not enough to change where money goes. ${paymentDetailsMessages.confirmationRequired}`);
    expect(api.calls.some((c) => c.includes('/approve'))).toBe(false);

    await userEvent.type(password, 'not my password');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(`A session left open is not enough to change where money goes. ${paymentDetailsMessages.confirmationWrong}`));
    expect(await axeViolations(document.body)).toEqual([]);

    answer = json(200, { data: pending({ status: 'applied', decided_by: { id: 1, name: 'Ayesha Reviewer', email: 'reviewer@foundation.test' } }) });
    await userEvent.clear(password);
    await userEvent.type(password, 'a long staff password{Enter}');
    expect(await screen.findByText('Change approved: the donation form shows it now.')).toBeInTheDocument();
    expect(api.bodies.filter((b) => b.call === 'POST /api/admin/payment-details/changes/4/approve').map((b) => b.body)).toEqual([
      { confirmation: 'not my password' },
      { confirmation: 'a long staff password' },
    ]);
  });

  it('offers the proposer no Approve of their own change', async () => {
    signedIn();
    fakeApi({
      'GET /settings': () => json(200, { data: settingsRecord() }),
      'GET /payment-details': () => json(200, { data: withPending(pending({ proposed_by: { id: 1, name: 'Ayesha Reviewer', email: 'reviewer@foundation.test' } })) }),
    });
    renderApp('/settings');
    const waiting = await within(await panel()).findByRole('region', { name: 'A change is waiting' });
    expect(waiting).toHaveTextContent('You proposed it, so another administrator must approve it.');
    expect(within(waiting).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Cancel the change' })).toBeInTheDocument();
  });

  it('has an administrator propose a new JazzCash number with their password, and says when a lone administrator’s change takes effect', async () => {
    signedIn();
    const api = fakeApi({
      'GET /settings': () => json(200, { data: settingsRecord() }),
      'GET /payment-details': () => json(200, { data: paymentDetailsView({ active_admins: 1 }) }),
      'POST /payment-details/changes': () => json(201, { data: pending({ takes_effect_at: '2026-11-25T05:00:00Z' }) }),
    });
    const { router, container } = renderApp('/settings');
    await userEvent.click(await within(await panel()).findByRole('link', { name: 'Propose a change' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Propose a change to the payment details' })).toBeInTheDocument();
    expect(screen.getByText(/You are the only administrator: the change takes effect 24 hours after you propose it/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const numbers = screen.getAllByLabelText(/^Account number/);
    await userEvent.type(screen.getAllByLabelText(/^Account title/)[0]!, 'The Foundation Welfare Trust');
    await userEvent.type(numbers[0]!, '0301 7777777');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Your password, or a code/), 'a long staff password');
    await userEvent.click(screen.getByRole('button', { name: 'Propose the change' }));
    expect(await screen.findByText('Change proposed. Every administrator and finance member has been e-mailed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    const body = api.bodies.find((b) => b.call === 'POST /api/admin/payment-details/changes')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ wallet_accounts: [wallet('0301 7777777')], confirmation: 'a long staff password', bank_accounts: [{ bank_name: 'Meezan Bank' }, { bank_name: 'HBL' }] });
  }, 60_000);

  it('gives an editor the settings form alone: no payment details, and no proposal page', async () => {
    signedIn(3_600_000, { role: 'editor' });
    const api = fakeApi({ 'GET /settings': () => json(200, { data: settingsRecord() }) });
    const { router } = renderApp('/settings');
    expect(await screen.findByLabelText(/^Hotline/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Bank accounts/ })).not.toBeInTheDocument();
    await router.navigate('/settings/payment-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(api.calls.filter((c) => c.includes('payment-details'))).toEqual([]);
  });
});
