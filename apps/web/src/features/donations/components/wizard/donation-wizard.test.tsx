import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donationLimits, wizardMessages as m } from '@foundation/contract/donation-messages';
import { notify } from '../../../../lib/toast';
import { renderAt } from '../../testing/render';
import { fillBilling, next, wizardRoutes } from '../../testing/wizard';
import { WizardPage } from './wizard-page';

// Typing through whole forms is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  wizardRoutes();
});

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

  it.each(['0', '0.00', ''])('asks for a custom amount, never anything else, when it is %j', async (amount) => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=DONATION', <WizardPage />);
    // The hint under the field agrees with the rule: 300 passes, less is refused.
    expect(screen.getByText(`At least PKR ${donationLimits.customDonationMin}.`)).toBeInTheDocument();
    if (amount) await user.type(screen.getByLabelText('Custom Amount (PKR)'), amount);
    await next(user);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenLastCalledWith(m.customAmountRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(m.customAmountRequired);
    await user.clear(screen.getByLabelText('Custom Amount (PKR)'));
    await user.type(screen.getByLabelText('Custom Amount (PKR)'), '300');
    await next(user);
    expect(screen.getByRole('heading', { name: 'Billing Address' })).toBeInTheDocument();
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
    // Next is hidden, so the page says why, beside the box.
    const policies = screen.getByRole('checkbox', { name: /I agree/ });
    expect(policies).toHaveAccessibleDescription(m.policiesRequired);
    expect(screen.getByText(m.policiesRequired)).toBeVisible();
    await user.click(policies);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByText(m.policiesRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('City')).toHaveValue('Lahore');
  });

  it('sends a book to its one-page order instead of a second form', async () => {
    const { router } = renderAt('/donationForm?type=BOOK&book_id=7&title=The%20Straight%20Path&image=/uploads/books/path.jpg', <WizardPage />, { '/donation': <p>Book order</p> });
    expect(await screen.findByText('Book order')).toBeInTheDocument();
    const { pathname, search } = router.location();
    expect(pathname).toBe('/donation');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ type: 'BOOK', id: '7', title: 'The Straight Path', image: '/uploads/books/path.jpg' });
    // Replaced, not pushed: Back from the order does not bounce through the wizard again.
    expect(router.lastNavigation()?.replace).toBe(true);
  });
});

