import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donorMessages as d, manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { notify } from '../../../../lib/toast';
import { FakeXhr, installReceiptFakes } from '../../testing/fake-xhr';
import { renderAt, settingsBody, stubFetch } from '../../testing/render';
import { ManualDonationPage } from './manual-donation-page';

// Typing through whole forms is slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const png = () => new File(['png-bytes'], 'jazzcash-receipt.png', { type: 'image/png' });

beforeEach(() => {
  stubFetch({ settings: settingsBody });
  installReceiptFakes();
});
async function fillValidGift(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Amount (PKR)'), '2500');
  await user.type(screen.getByLabelText('Phone Number'), '+923001234567');
  await user.upload(screen.getByLabelText('Upload Receipt'), png());
  await user.type(screen.getByLabelText('First name'), 'Bilal');
}

describe('the manual donation form', () => {
  it('shows the first failing rule of spec point 5, in order, on its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=DONATION&id=0&title=Schooling', <ManualDonationPage />);
    const submit = screen.getByRole('button', { name: 'Submit Donation' });

    await user.click(submit);
    expect(await screen.findByText('Please enter a valid amount')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (PKR)')).toHaveFocus();
    expect(screen.getByLabelText('Amount (PKR)')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Amount (PKR)'), '2500');
    await user.click(submit);
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid amount')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone Number'), '03001234567');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid phone number in format +923XXXXXXXXX')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '+92abc3001234567');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+923001234567');
    await user.click(submit);
    expect(await screen.findByText('Please upload a payment receipt file')).toBeInTheDocument();

    // Who is giving comes after the spec's rules: the first name, then an e-mail only if one is typed.
    await user.upload(screen.getByLabelText('Upload Receipt'), png());
    await user.type(screen.getByLabelText('E-mail'), 'bilal@');
    await user.click(submit);
    expect(await screen.findByText(d.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.type(screen.getByLabelText('First name'), 'Bilal');
    await user.click(submit);
    expect(await screen.findByText(d.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(`${d.emailHint} ${d.emailInvalid}`);
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file that is not an image or a PDF, at once', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);
    await user.upload(screen.getByLabelText('Upload Receipt'), new File(['MZ'], 'receipt.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(m.receiptType)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^receipt\.exe/ })).not.toBeInTheDocument();
  });

  it('shows the category from the title read-only', () => {
    renderAt('/donation?type=DONATION&title=Well', <ManualDonationPage />);
    expect(screen.getByLabelText('Category')).toHaveValue('Well');
    expect(screen.getByLabelText('Category')).toHaveAttribute('readonly');
  });

  it('offers three payment tabs, JazzCash first, and the bank accounts under Bank Transfer', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Jazz CashMobile wallet', 'EasypaisaMobile wallet', 'Bank TransferAny bank or app']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Bank Transfer/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Bank Transfer/ })).toHaveFocus();
    expect(screen.getByLabelText('Bank Name (optional)')).toBeInTheDocument();
    expect(await screen.findByText('PK36MEZN0001010102030405')).toBeInTheDocument();
    expect(screen.getByText('MEZNPKKA')).toBeInTheDocument();
    expect(screen.getByText('Bank Alfalah')).toBeInTheDocument();
  });

  it('sends the gift, shows progress, then the green message, resets and goes to its confirmation after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderAt('/donation?type=DONATION&id=0&title=Schooling', <ManualDonationPage />);
    await user.click(screen.getByRole('tab', { name: /Easypaisa/ }));
    await fillValidGift(user);
    await user.click(screen.getByRole('button', { name: 'Submit Donation' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/manualPayment');
    expect(xhr.body!.get('payment_method')).toBe('easypaisa');
    expect((xhr.body!.get('receipt_file') as File).name).toBe('jazzcash-receipt.png');
    expect(xhr.body!.get('donatation_submit[firstName]')).toBe('Bilal');

    act(() => xhr.progress(5, 10));
    expect(screen.getByRole('progressbar', { name: 'Uploading your receipt' })).toHaveAttribute('aria-valuenow', '50');

    await act(async () => xhr.respond(200, { success: true, message: 'JazakAllah! We will verify your receipt shortly.', reference: 'FD-7K3M9QXA', confirmation_key: 'v1.sealed-key' }));
    expect(await screen.findByRole('status')).toHaveTextContent('JazakAllah! We will verify your receipt shortly.');
    expect(notify.success).toHaveBeenCalledWith('JazakAllah! We will verify your receipt shortly.');
    expect(screen.getByLabelText('Amount (PKR)')).toHaveValue(null);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');

    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your confirmation');

    act(() => vi.advanceTimersByTime(2900));
    expect(router.location().pathname).toBe('/donation');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(router.location().pathname).toBe('/donation/confirmation'));
    expect(router.location().search).toBe('?reference=FD-7K3M9QXA');
    // The phone the confirmation needs stays in this tab's session, never in the address.
    expect(JSON.parse(sessionStorage.getItem('last_manual_gift')!)).toEqual({ reference: 'FD-7K3M9QXA', key: 'v1.sealed-key', phone: '+923001234567', moduleCode: 'DONATION', back: '/welfare' });
  });

  it("offers a campaign's needs to tick, as the card page does: ticked, the gift is their total, sent as tasks", async () => {
    const user = userEvent.setup({ delay: null });
    const campaign = { id: 3, title: 'Clean water', description: 'Wells', tags: [], image: '', total_amount: 0, target_amount: 100000, tasks: [{ id: 11, title: 'One handpump', task_amount: 3500 }, { id: 12, title: 'A water cooler', task_amount: 2000.5 }] };
    stubFetch({ settings: settingsBody, 'getSpecificCampaign/3': { data: { campaign_detail: campaign } } });
    renderAt('/donation?type=CAMPAIGN&id=3', <ManualDonationPage />);
    const needs = await screen.findByRole('group', { name: 'What this campaign needs' });
    // None ticked: an amount of the donor's own, typed.
    await user.type(screen.getByLabelText('Amount (PKR)'), '999');
    await user.click(within(needs).getByRole('checkbox', { name: /One handpump/ }));
    await user.click(within(needs).getByRole('checkbox', { name: /A water cooler/ }));
    expect(screen.getByLabelText('Amount (PKR)')).toHaveValue('PKR 5,500.50');
    expect(screen.getByLabelText('Amount (PKR)')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Phone Number'), '+923001234567');
    await user.upload(screen.getByLabelText('Upload Receipt'), png());
    await user.type(screen.getByLabelText('First name'), 'Bilal');
    await user.click(screen.getByRole('button', { name: 'Submit Donation' }));
    const body = FakeXhr.last!.body!;
    expect(body.get('amount')).toBe('5500.5');
    expect([body.get('donatation_submit[task_id][0]'), body.get('donatation_submit[task_id][1]')]).toEqual(['11', '12']);
    expect(body.get('donatation_submit[custom_task]')).toBe('false');
    expect(body.get('donatation_submit[campaign_id]')).toBe('3');
  });

  it('keeps the needs the card wizard chose when the donor switches to a receipt, and unticking them gives the typed amount back', async () => {
    const user = userEvent.setup({ delay: null });
    const campaign = { id: 3, title: 'Clean water', description: '', tags: [], image: '', total_amount: 0, target_amount: 1, tasks: [{ id: 11, title: 'One handpump', task_amount: 3500 }] };
    stubFetch({ settings: settingsBody, 'getSpecificCampaign/3': { data: { campaign_detail: campaign } } });
    renderAt('/donation?type=CAMPAIGN&id=3&task_id=11&amount=3500', <ManualDonationPage />);
    expect(await screen.findByRole('checkbox', { name: /One handpump/ })).toBeChecked();
    expect(screen.getByLabelText('Amount (PKR)')).toHaveValue('PKR 3,500.00');
    await user.click(screen.getByRole('checkbox', { name: /One handpump/ }));
    expect(screen.getByLabelText('Amount (PKR)')).toHaveValue(3500);
    expect(screen.getByLabelText('Amount (PKR)')).not.toHaveAttribute('readonly');
  });

  it('prefills who is giving from the details stored on this device', () => {
    localStorage.setItem('billing_info', JSON.stringify({ firstName: 'Ayesha', lastName: 'Khan', email: 'a@k.pk' }));
    renderAt('/donation?type=CAMPAIGN&id=3', <ManualDonationPage />);
    expect(screen.getByLabelText('First name')).toHaveValue('Ayesha');
    expect(screen.getByLabelText('Last name (optional)')).toHaveValue('Khan');
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@k.pk');
  });

  it('shows where to send a wallet gift, with a Copy button for the number', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);
    expect(await screen.findByText('0300 1234567')).toBeInTheDocument();
    expect(screen.queryByText(/call .* for the wallet number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Jazz Cash number' }));
    expect(writeText).toHaveBeenCalledWith('03001234567');
    await user.click(screen.getByRole('tab', { name: /Easypaisa/ }));
    expect(screen.getByText('0345 7654321')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Bank Transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Copy Meezan Bank IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('PK36MEZN0001010102030405');
  });

  it.each([
    ['a refusal without a message', 200, { success: false }, 'Payment submission failed'],
    ['a refusal with a message', 200, { success: false, message: 'This receipt was already submitted' }, 'This receipt was already submitted'],
    ['a 422 with errors', 422, { message: 'The given data was invalid.', errors: { amount: ['Amount is too large'], phone: ['Wrong network'] } }, 'Amount is too large, Wrong network'],
    ['a 503 with error', 503, { error: 'Uploads are paused' }, 'Uploads are paused'],
    ['a 413 with message', 413, { message: 'The request is too large.' }, 'The request is too large.'],
    ['a 500 with a text body', 500, 'Bad Gateway', 'Server Error (500): Bad Gateway'],
  ])('shows %s in red, with an error toast, and keeps what was typed', async (_name, status, body, shown) => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=DONATION&id=0&title=Schooling', <ManualDonationPage />);
    await fillValidGift(user);
    await user.click(screen.getByRole('button', { name: 'Submit Donation' }));
    act(() => FakeXhr.last!.respond(status, body));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(notify.error).toHaveBeenCalledWith(shown);
    expect(screen.getByLabelText('Amount (PKR)')).toHaveValue(2500);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+923001234567');
    expect(screen.getByRole('button', { name: /^jazzcash-receipt\.png/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Donation' })).toBeEnabled();
  });

  it('says "Network error. Please try again." when nothing answers', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);
    await fillValidGift(user);
    await user.click(screen.getByRole('button', { name: 'Submit Donation' }));
    act(() => FakeXhr.last!.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('previews an image receipt in a dialog that locks the page, closes on Escape, and revokes it on removal', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);
    await user.upload(screen.getByLabelText('Upload Receipt'), png());
    const name = screen.getByRole('button', { name: /^jazzcash-receipt\.png/ });
    await user.click(name);
    const dialog = screen.getByRole('dialog', { name: 'jazzcash-receipt.png' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'blob:receipt-preview');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'jazzcash-receipt.png');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    // Focus starts inside and Tab keeps it there, wrapping from Download back to the first button.
    expect(within(dialog).getByRole('button', { name: 'Close preview' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close preview' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-preview');
    expect(screen.queryByRole('button', { name: /^jazzcash-receipt\.png/ })).not.toBeInTheDocument();
  });

  it('opens a PDF receipt in a new tab instead', async () => {
    const user = userEvent.setup({ delay: null });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);
    await user.upload(screen.getByLabelText('Upload Receipt'), new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: /^slip\.pdf/ }));
    expect(open).toHaveBeenCalledWith('blob:receipt-preview', '_blank');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
