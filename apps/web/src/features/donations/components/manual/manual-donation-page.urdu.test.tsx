import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from '../../../../lib/locale';
import { installReceiptFakes } from '../../testing/fake-xhr';
import { renderAt, settingsBody, stubFetch } from '../../testing/render';
import { ManualDonationPage } from './manual-donation-page';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  setLocaleSource(() => 'ur');
  stubFetch({ settings: settingsBody });
  installReceiptFakes();
});
afterEach(() => setLocaleSource(() => 'en'));

describe('the wallet and bank-transfer form in Urdu', () => {
  it('speaks Urdu, keeps numbers left to right and names the general gift in Urdu', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=DONATION&id=0', <ManualDonationPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'موبائل والیٹ یا بینک ٹرانسفر سے عطیہ دیں' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'ادائیگی کا طریقہ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /بینک ٹرانسفر/ })).toBeInTheDocument();
    expect(screen.getByLabelText('رقم (روپے)')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('فون نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('مد')).toHaveValue('عمومی عطیہ');
    expect(screen.getByLabelText('پہلا نام')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'آپ کا عطیہ حق داروں تک کیسے پہنچتا ہے' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عطیہ جمع کرائیں' })).toBeInTheDocument();
    // The wallet's number and the USSD code stay left to right inside the Urdu instructions.
    expect(await screen.findByRole('button', { name: 'Jazz Cash نمبر کاپی کریں' })).toBeInTheDocument();
    expect(screen.getByText('0300 1234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('*786#').closest('bdi')).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('tab', { name: /بینک ٹرانسفر/ }));
    const accounts = screen.getByText('ہمارے بینک اکاؤنٹس').parentElement!;
    expect(within(accounts).getByText('PK36MEZN0001010102030405')).toHaveAttribute('dir', 'ltr');
    expect(within(accounts).getByRole('button', { name: 'Meezan Bank کا IBAN کاپی کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText('بینک کا نام (اختیاری)')).toBeInTheDocument();

    for (const english of ['Give by wallet or bank transfer', 'Payment method', 'Mobile wallet', 'Amount (PKR)', 'Phone Number', 'Submit Donation', 'Our bank accounts', 'Upload Receipt', 'Choose a file', 'How your gift reaches people', 'General donation', 'Your details'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
