import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardMessages as m } from '@foundation/contract/donation-messages';
import { notify } from '../../../../lib/toast';
import { fakeStripe } from '../../testing/fake-stripe';
import { renderAt } from '../../testing/render';
import { json, sentBody, toCardStep, wizardRoutes } from '../../testing/wizard';
import { WizardPage } from './wizard-page';

// Typing through whole forms is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

let stripe = fakeStripe();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => stripe) }));

let calls: ReturnType<typeof wizardRoutes>;
const routes = (extra: Parameters<typeof wizardRoutes>[0] = {}) => {
  calls = wizardRoutes(extra);
};

const sent = (path: string) => sentBody(calls, path);

beforeEach(() => {
  stripe = fakeStripe();
  routes();
});

describe('the card wizard, steps 4 and 5', () => {
  it('pays with a PaymentMethod id only, shows "Payment successful" and goes to /welfare after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await toCardStep(user);
    expect(screen.getByRole('heading', { name: 'Pay by card' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toHaveFocus();
    expect(notify.success).toHaveBeenCalledWith('Payment successful');
    expect(screen.getByText('DN-7KQ2')).toBeInTheDocument();
    const body = sent('stripePayment');
    expect(body).toMatchObject({ paymentMethodId: 'pm_test_visa', amount: 500, currency: 'pkr' });
    expect(body.donatation_submit).toMatchObject({ module_code: 'CAMPAIGN', campaign_id: 2, task_id: [21], total_amount: 500, firstName: 'Ayesha', policies: true });
    expect(JSON.stringify(body)).not.toMatch(/cardNumber|cvv|expiry/);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ billing_details: expect.objectContaining({ name: 'Ayesha Khan', address: { line1: '12 Canal Road', city: 'Lahore', state: 'Pakistan' } }) }));
    await act(async () => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.getByText('Left the page')).toBeInTheDocument());
  });

  it('shows a card error from Stripe on the card step and lets the donor try again', async () => {
    const user = userEvent.setup({ delay: null });
    stripe.createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } });
    await toCardStep(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(calls.some((c) => c.path === 'stripePayment')).toBe(false);
  });

  it('shows "Payment failed" when the server declines, with its reason in a toast', async () => {
    routes({ stripePayment: json(402, { success: false, error: 'Your card was declined.' }) });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred while processing the payment')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(await screen.findByRole('button', { name: 'Change amount' }));
    expect(screen.getByRole('heading', { name: 'Choose what to fund' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /One hand pump/ })).toBeChecked();
  });

  it('shows "Payment failed" when the request itself fails', async () => {
    routes({ stripePayment: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Payment failed');
  });

  it('tells the donor a payment the processor has not settled is being confirmed, not failed', async () => {
    routes({ stripePayment: json(502, { success: false, pending: true, error: 'We could not reach the card processor.', reference: 'FD-AAAA2222' }) });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: m.paymentPending })).toBeInTheDocument();
    expect(screen.getByText('We could not reach the card processor.')).toBeInTheDocument();
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it('completes 3-D Secure in the browser and lets the server confirm it', async () => {
    routes({
      stripePayment: json(200, { success: false, requires_action: true, client_secret: 'pi_1_secret_abc', reference: 'DN-3DS1' }),
      'stripePayment/confirm': json(200, { success: true, reference: 'DN-3DS1' }),
    });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(stripe.handleCardAction).toHaveBeenCalledWith('pi_1_secret_abc');
    expect(sent('stripePayment/confirm')).toEqual({ reference: 'DN-3DS1' });
  });

  it('offers the manual form when the server has no card payments (503)', async () => {
    routes({ stripePayment: json(503, { success: false, error: 'Card payments are not configured' }) });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(m.cardsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay by wallet or bank transfer' })).toHaveAttribute('href', expect.stringMatching(/^\/donation\?type=CAMPAIGN&id=2.*amount=500/));
  });

  it('says on step 1 that cards are not available, without loading Stripe.js, when the server has no keys', async () => {
    routes({ 'stripe/config': { publishable_key: null, enabled: false } });
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=DONATION&title=Schooling', <WizardPage />);
    expect(await screen.findByText(m.cardsUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Amount');
    // Nothing leads on to a card step that cannot take the card.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Custom Amount (PKR)'), '750');
    expect(screen.getByRole('link', { name: 'Pay by wallet or bank transfer' })).toHaveAttribute('href', '/donation?type=DONATION&is_donation=true&title=Schooling&amount=750');
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
