import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from '../../../../lib/locale';
import { cardErrorMessage } from '../../lib/payment-errors';
import { renderAt } from '../../testing/render';
import { wizardRoutes } from '../../testing/wizard';
import { WizardPage } from './wizard-page';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const billing = { firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@example.pk', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001234567' };

beforeEach(() => {
  setLocaleSource(() => 'ur');
  wizardRoutes();
});
afterEach(() => {
  setLocaleSource(() => 'en');
  localStorage.clear();
});

describe('the card wizard in Urdu', () => {
  it('speaks Urdu through its steps, with amounts kept left to right and English content marked', async () => {
    localStorage.setItem('billing_info', JSON.stringify(billing));
    const user = userEvent.setup({ delay: null });
    renderAt('/donationForm?type=DONATION&title=Schooling', <WizardPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Schooling کا ساتھ دیجیے' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'عطیے کے مراحل' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('رقم');
    expect(screen.getByRole('heading', { name: 'آپ کتنا عطیہ دینا چاہیں گے؟' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'تجویز کردہ رقوم' })).toBeInTheDocument();
    const amount = screen.getByLabelText('اپنی مرضی کی رقم (روپے)');
    expect(amount).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('کم از کم', { exact: false }).querySelector('bdi[dir="ltr"]')).toHaveTextContent('PKR 300');
    expect(screen.getByRole('link', { name: 'اس کے بجائے رسید اپ لوڈ کیجیے' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PKR 2,500' }));
    await user.click(screen.getByRole('button', { name: 'آگے' }));
    expect(screen.getByRole('heading', { name: 'بلنگ کا پتا' })).toHaveFocus();
    expect(screen.getByLabelText('پہلا نام')).toHaveValue('Ayesha');
    expect(screen.getByLabelText('فون نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('ای میل')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'واپس' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'آگے' }));
    expect(screen.getByRole('heading', { name: 'اپنے عطیے کا جائزہ لیجیے' })).toHaveFocus();
    const table = screen.getByRole('table', { name: 'آپ کے عطیے کی تفصیل' });
    expect(within(table).getByText('Schooling')).toHaveAttribute('lang', 'en');
    const total = within(table).getByRole('row', { name: /^کل رقم/ });
    expect(total.querySelector('bdi[dir="ltr"]')).toHaveTextContent('PKR 2,500.00');
    expect(screen.getByRole('checkbox', { name: /میں فاؤنڈیشن کی پالیسیوں سے متفق ہوں/ })).not.toBeChecked();
    expect(screen.getByText('ayesha@example.pk').closest('bdi')).toHaveAttribute('dir', 'ltr');

    const english = /Give by card|Support |Donation steps|Amount|Billing|Review|Choose what to fund|Review your gift|Subtotal|Total|I agree|Back|Next|Upload a receipt|Rather pay|Our work in numbers|Education programmes|Welfare projects/;
    expect(document.body.textContent).not.toMatch(english);
  });

  it("says Stripe's card errors in Urdu, by their code", () => {
    expect(cardErrorMessage({ code: 'incomplete_number', message: 'Your card number is incomplete.' })).toBe('آپ کا کارڈ نمبر نامکمل ہے۔');
    expect(cardErrorMessage({ code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' })).toBe('آپ کے کارڈ میں رقم ناکافی ہے۔');
    expect(cardErrorMessage({ code: 'something_new', message: 'Something new.' })).toBe('اس کارڈ سے ادائیگی نہیں ہو سکی۔ براہِ کرم اس کی تفصیلات دیکھ کر دوبارہ کوشش کیجیے۔');
  });
});
