import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardMessages as m } from '@foundation/contract/donation-messages';
import { notify } from '../../../../lib/toast';
import { fakeStripe } from '../../testing/fake-stripe';
import { renderAt, stubFetch } from '../../testing/render';
import { WizardPage } from './wizard-page';

// Typing through whole forms is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
let stripe = fakeStripe();
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => stripe) }));

const campaign = {
  data: {
    campaign_detail: {
      id: 2, title: 'Clean Water for Tharparkar', description: '', tags: [], image: '/uploads/campaigns/water.jpg', total_amount: 0, target_amount: 100000,
      tasks: [
        { id: 21, title: 'One hand pump', task_amount: 500 },
        { id: 22, title: 'A water cooler', task_amount: 1200.5 },
      ],
    },
  },
};
const book = { data: { book_detail: { id: 7, title: 'The Straight Path', author: 'x', thumbnail: '/uploads/books/path.jpg', price: 950, category: { id: 1, title: 'Faith' }, description: '', pages: 100 } } };
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Routes = Parameters<typeof stubFetch>[0];
let calls: ReturnType<typeof stubFetch>;
const routes = (extra: Routes = {}) => {
  calls = stubFetch({
    'getSpecificCampaign/2': campaign,
    'getSpecificBook/7': book,
    getCountries: { data: { country_list: [{ id: 1, name: 'Pakistan', code: 'PK' }, { id: 2, name: 'United Kingdom', code: 'GB' }] } },
    'stripe/config': { publishable_key: 'pk_test_123', enabled: true },
    stripePayment: json(200, { success: true, reference: 'DN-7KQ2' }),
    ...extra,
  });
};
const sent = (path: string) => JSON.parse(String(calls.find((c) => c.path === path)!.init!.body));

beforeEach(() => {
  stripe = fakeStripe();
  routes();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: /^Next/ }));

async function fillBilling(user: User) {
  await user.type(screen.getByLabelText('First Name'), 'Ayesha');
  await user.type(screen.getByLabelText('Last Name'), 'Khan');
  await user.type(screen.getByLabelText('Email'), 'ayesha@example.pk');
  await user.type(screen.getByLabelText('Street Address'), '12 Canal Road');
  await user.selectOptions(screen.getByLabelText('Country'), await screen.findByRole('option', { name: 'Pakistan' }));
  await user.type(screen.getByLabelText('City'), 'Lahore');
  await user.type(screen.getByLabelText('Phone'), '+923001234567');
}

async function toCardStep(user: User) {
  renderAt('/donationForm?type=CAMPAIGN&id=2', <WizardPage />);
  await user.click(await screen.findByRole('checkbox', { name: /One hand pump/ }));
  await next(user);
  await fillBilling(user);
  await next(user);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await next(user);
  await screen.findByRole('textbox', { name: 'Card number' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
}

describe('the card wizard, step 1', () => {
  it('asks a general donor for a custom amount of at least 300', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=DONATION&title=Schooling&is_donation=true&course_id=1', <WizardPage />);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Amount');
    expect(screen.getByRole('link', { name: 'Upload a receipt instead' })).toHaveAttribute('href', '/donation?type=DONATION&is_donation=true&course_id=1&title=Schooling');
    await next(user);
    expect(notify.error).toHaveBeenLastCalledWith('Please enter a custom amount');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a custom amount');
    await user.type(screen.getByLabelText('Custom Amount (PKR)'), '299');
    await next(user);
    expect(notify.error).toHaveBeenLastCalledWith('Please enter a amount greater than 300');
    await user.click(screen.getByRole('button', { name: 'PKR 2,500' }));
    await next(user);
    expect(screen.getByRole('heading', { name: 'Billing Address' })).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Billing');
  });

  it('asks for a task when a campaign donor picks nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=CAMPAIGN&id=2', <WizardPage />);
    await screen.findByRole('checkbox', { name: /One hand pump/ });
    await next(user);
    expect(notify.error).toHaveBeenLastCalledWith('Please select a task');
    await user.click(screen.getByRole('checkbox', { name: 'Give a custom amount' }));
    await next(user);
    expect(notify.error).toHaveBeenLastCalledWith('Please enter a custom amount');
  });
});

describe('the card wizard, step 2', () => {
  it('shows every required message, then the email and phone rules, and keeps the address', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=DONATION', <WizardPage />);
    await user.type(screen.getByLabelText('Custom Amount (PKR)'), '500');
    await next(user);
    await next(user);
    for (const message of [m.firstNameRequired, m.lastNameRequired, m.emailRequired, m.streetAddressRequired, m.countryRequired, m.cityRequired, m.phoneRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(notify.error).toHaveBeenLastCalledWith('First Name is required');
    await fillBilling(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ayesha@example');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+92300');
    await next(user);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number with country code (e.g., +12345678901).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), '.pk');
    await user.type(screen.getByLabelText('Phone'), '1234567');
    await next(user);
    expect(screen.getByRole('heading', { name: 'Review your gift' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('billing_info')!)).toEqual({
      firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@example.pk', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001234567',
    });
  });
});

describe('the card wizard, step 3', () => {
  it('totals to 2 decimals and shows Next only once the policies are ticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=CAMPAIGN&id=2', <WizardPage />);
    await user.click(await screen.findByRole('checkbox', { name: /One hand pump/ }));
    await user.click(screen.getByRole('checkbox', { name: /A water cooler/ }));
    await next(user);
    await fillBilling(user);
    await next(user);
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(within(table).getByRole('row', { name: /Subtotal/ })).toHaveTextContent('PKR 1,700.50');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('PKR 1,700.50');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('City')).toHaveValue('Lahore');
  });

  it('sends a book order on to the receipt form with the book, its image and amount', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/donationForm?type=BOOK&book_id=7&title=The%20Straight%20Path', <WizardPage />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /The Straight Path/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Next Billing Address' }));
    expect(screen.getByRole('heading', { name: 'Delivery Address' })).toHaveFocus();
    await fillBilling(user);
    await next(user);
    expect(screen.getByRole('heading', { name: 'Review and Book Order' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await next(user);
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/donation');
    expect(Object.fromEntries(new URLSearchParams(search))).toMatchObject({ type: 'BOOK', book_id: '7', id: '7', image: '/uploads/books/path.jpg', amount: '950' });
  });
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

  it('says cards are not available, without loading Stripe.js, when the server has no keys', async () => {
    routes({ 'stripe/config': { publishable_key: null, enabled: false } });
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=DONATION', <WizardPage />);
    await user.type(screen.getByLabelText('Custom Amount (PKR)'), '500');
    await next(user);
    await fillBilling(user);
    await next(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await next(user);
    expect(await screen.findByText(m.cardsUnavailable)).toBeInTheDocument();
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
