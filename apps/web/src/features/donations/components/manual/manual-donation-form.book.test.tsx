import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { FakeXhr, installReceiptFakes } from '../../testing/fake-xhr';
import { renderAt, stubFetch } from '../../testing/render';
import type { BillingInfo } from '../../lib/billing-info';
import { readDonationQuery } from '../../lib/donation-query';
import { ManualDonationForm } from './manual-donation-form';

// The form as the book stepper renders it for its payment step: the buyer is named there already.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const png = () => new File(['png-bytes'], 'bank-slip.png', { type: 'image/png' });

beforeEach(() => {
  stubFetch({});
  installReceiptFakes();
});

const buyer = { firstName: 'Ayesha', lastName: 'Khan', email: 'a@k.pk', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001112222' };

const renderBookForm = (billing: BillingInfo | null, props: { prefillAmount?: string; order?: { amount: string; copies: number } }) =>
  renderAt(
    '/donation?type=BOOK&book_id=7',
    <ManualDonationForm query={readDonationQuery(new URLSearchParams('type=BOOK&book_id=7'))} category="The Straight Path" prefillAmount={props.prefillAmount ?? ''} billing={billing} settings={undefined} order={props.order} />,
  );

describe('the receipt form as the payment step of a book order', () => {
  it('uses the book labels', () => {
    renderBookForm(null, { prefillAmount: '950' });
    expect(screen.getByLabelText('Book Amount')).toHaveValue(950);
    expect(screen.getByLabelText('Upload Payment Receipt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Order' })).toBeInTheDocument();
  });

  it('will not take a book order without the delivery address', async () => {
    const user = userEvent.setup({ delay: null });
    renderBookForm(null, { prefillAmount: '950' });
    await user.type(screen.getByLabelText('Phone Number'), '+923001234567');
    await user.upload(screen.getByLabelText('Upload Payment Receipt'), png());
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.billingMissing);
    expect(FakeXhr.last).toBeNull();
  });

  it('goes to the confirmation after a book order too, and does not ask the buyer their name again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderBookForm(buyer, { prefillAmount: '950' });
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '+923001234567');
    await user.upload(screen.getByLabelText('Upload Payment Receipt'), png());
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(FakeXhr.last!.body!.get('donatation_submit[email]')).toBe('a@k.pk');
    expect(FakeXhr.last!.body!.get('donatation_submit[firstName]')).toBe('Ayesha');
    await act(async () => FakeXhr.last!.respond(201, { success: true, message: 'Order received', reference: 'FD-BK7M9QXA' }));
    await screen.findByText('Order received');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(router.location().pathname).toBe('/donation/confirmation'));
    expect(JSON.parse(sessionStorage.getItem('last_manual_gift')!).back).toBe('/publishing');
  });

  it('shows a priced book order read-only and sends its copies', async () => {
    const user = userEvent.setup({ delay: null });
    renderBookForm(buyer, { order: { amount: '1900', copies: 2 } });
    const amount = screen.getByLabelText('Book Amount');
    expect(amount).toHaveValue('PKR 1,900.00');
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveAccessibleDescription('2 copies');
    await user.type(screen.getByLabelText('Phone Number'), '+923001234567');
    await user.upload(screen.getByLabelText('Upload Payment Receipt'), png());
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(FakeXhr.last!.body!.get('amount')).toBe('1900');
    expect(FakeXhr.last!.body!.get('donatation_submit[quantity]')).toBe('2');
  });
});
