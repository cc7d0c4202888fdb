import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from '../../../../lib/locale';
import { FakeXhr, installReceiptFakes } from '../../testing/fake-xhr';
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

describe('a welfare gift in Urdu', () => {
  it('names the category the link gave in Urdu, in the heading and the form, and records its English name', async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch({
      settings: settingsBody,
      welfareCategories: { data: { category_list: [{ id: 3, name: 'کنواں', category: 'Well', image: '/uploads/welfare/03-well.svg' }] } },
    });
    renderAt('/donation?type=DONATION&title=Well&is_donation=true&course_id=3', <ManualDonationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'کنواں کے لیے عطیہ دیں' })).toBeInTheDocument();
    expect(screen.getByLabelText('مد')).toHaveValue('کنواں');

    await user.type(screen.getByLabelText('رقم (روپے)'), '1500');
    await user.type(screen.getByLabelText('فون نمبر'), '+923001234567');
    await user.upload(screen.getByLabelText('رسید اپ لوڈ کریں'), new File(['png'], 'slip.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('پہلا نام'), 'عائشہ');
    await user.click(screen.getByRole('button', { name: 'عطیہ جمع کرائیں' }));
    const sent = FakeXhr.last!.body!;
    expect(sent.get('donatation_submit[category]')).toBe('Well');
    expect(sent.get('donatation_submit[custom_task_name]')).toBe('Well');
  });

  it('names a whole programme from the donate page in Urdu', () => {
    renderAt('/donation?type=DONATION&title=Water+Projects', <ManualDonationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'پانی کے منصوبے کے لیے عطیہ دیں' })).toBeInTheDocument();
    expect(screen.getByLabelText('مد')).toHaveValue('پانی کے منصوبے');
    expect(document.body).not.toHaveTextContent('Water Projects');
  });
});
