import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donorMessages as d, wizardMessages as w } from '@foundation/contract/donation-messages';
import { notify } from '../../../../lib/toast';
import { FakeXhr, installFakeXhr } from '../../testing/fake-xhr';
import { renderAt, settingsBody } from '../../testing/render';
import { fillBilling, wizardRoutes } from '../../testing/wizard';
import { ManualDonationPage } from '../manual/manual-donation-page';

// Typing through whole forms is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const ORDER_URL = '/donation?type=BOOK&id=7&title=The%20Straight%20Path';
const png = () => new File(['png-bytes'], 'bank-slip.png', { type: 'image/png' });
const total = () => screen.getByRole('status', { name: 'Total' });
const copies = () => screen.getByRole('spinbutton', { name: 'Copies' });
const toPayment = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Continue to payment' }));

beforeEach(() => {
  wizardRoutes({ settings: settingsBody });
  installFakeXhr();
  URL.createObjectURL = vi.fn(() => 'blob:receipt-preview');
  URL.revokeObjectURL = vi.fn();
});

describe('a hard-copy order, step 1: copies and delivery', () => {
  it('shows the book at its price and totals the copies, which stay from 1 to 20', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem('book_image_7', '/uploads/books/remembered.jpg');
    renderAt(ORDER_URL, <ManualDonationPage />);
    expect(await screen.findByRole('img', { name: 'Cover of The Straight Path' })).toHaveAttribute('src', '/uploads/books/remembered.jpg');
    expect(screen.getByText(/per copy/)).toHaveTextContent('PKR 950.00 per copy');
    expect(screen.getByRole('navigation', { name: 'Order steps' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Copies and delivery');
    expect(copies()).toHaveValue(1);
    expect(total()).toHaveTextContent('PKR 950.00');
    expect(screen.getByRole('button', { name: 'One copy fewer' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'One copy more' }));
    expect(copies()).toHaveValue(2);
    expect(total()).toHaveTextContent('PKR 1,900.00');
    // The total is shown, never typed: there is no field to change the price in.
    expect(screen.queryByRole('textbox', { name: /amount|total|price/i })).not.toBeInTheDocument();

    await user.clear(copies());
    await user.type(copies(), '21');
    expect(screen.getByText(d.quantityInvalid)).toBeInTheDocument();
    expect(copies()).toHaveAttribute('aria-invalid', 'true');
    expect(total()).toHaveTextContent('PKR 1,900.00');
    await user.clear(copies());
    await user.type(copies(), '20');
    expect(screen.queryByText(d.quantityInvalid)).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('PKR 19,000.00');
    expect(screen.getByRole('button', { name: 'One copy more' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("checks the copies, then every delivery field with the wizard's messages, before payment", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(ORDER_URL, <ManualDonationPage />);
    await user.clear(await screen.findByRole('spinbutton', { name: 'Copies' }));
    await toPayment(user);
    expect(notify.error).toHaveBeenLastCalledWith(d.quantityInvalid);
    expect(copies()).toHaveFocus();
    await user.type(copies(), '3');
    await toPayment(user);
    for (const message of [w.firstNameRequired, w.lastNameRequired, w.emailRequired, w.streetAddressRequired, w.countryRequired, w.cityRequired, w.phoneRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(notify.error).toHaveBeenLastCalledWith(w.firstNameRequired);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Copies and delivery');
  });

  it('starts from the delivery details this device remembers', async () => {
    localStorage.setItem('billing_info', JSON.stringify({ firstName: 'Ayesha', lastName: 'Khan', email: 'a@k.pk', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001112222' }));
    renderAt(ORDER_URL, <ManualDonationPage />);
    expect(await screen.findByLabelText('Street Address')).toHaveValue('12 Canal Road');
    expect(screen.getByLabelText('Phone')).toHaveValue('+923001112222');
  });

  it('says so when the book cannot be found', async () => {
    renderAt('/donation?type=BOOK&id=99', <ManualDonationPage />);
    expect(await screen.findByText('We could not find this book.')).toBeInTheDocument();
  });
});

describe('a hard-copy order, step 2: payment', () => {
  it("pays the book's total for the copies chosen, and Back loses nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(ORDER_URL, <ManualDonationPage />);
    await user.click(await screen.findByRole('button', { name: 'One copy more' }));
    await fillBilling(user);
    await toPayment(user);

    expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment');
    expect(screen.getByText(/2 copies of The Straight Path/)).toHaveTextContent('PKR 1,900.00');
    const amount = screen.getByLabelText('Book Amount');
    expect(amount).toHaveValue('PKR 1,900.00');
    expect(amount).toHaveAttribute('readonly');
    expect(JSON.parse(localStorage.getItem('billing_info')!)).toMatchObject({ city: 'Lahore', phoneNumber: '+923001234567' });

    await user.type(screen.getByLabelText('Phone Number'), '+923001234567');
    await user.upload(screen.getByLabelText('Upload Payment Receipt'), png());
    await user.click(screen.getByRole('button', { name: 'Back to copies and delivery' }));
    expect(screen.getByRole('heading', { name: 'Copies and delivery' })).toHaveFocus();
    expect(copies()).toHaveValue(2);
    expect(screen.getByLabelText('City')).toHaveValue('Lahore');
    await toPayment(user);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+923001234567');
    expect(screen.getByRole('button', { name: /^bank-slip\.png/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(Object.fromEntries(FakeXhr.last!.body!.entries())).toMatchObject({
      amount: '1900',
      'donatation_submit[total_amount]': '1900',
      'donatation_submit[quantity]': '2',
      'donatation_submit[module_code]': 'BOOK',
      'donatation_submit[book_id]': '7',
      'donatation_submit[streetAddress]': '12 Canal Road',
    });
    await act(async () => FakeXhr.last!.respond(201, { success: true, message: 'Your book order has been received', reference: 'FD-BK7M9QXA' }));
    expect(await screen.findByText('Your book order has been received')).toBeInTheDocument();
  });
});
