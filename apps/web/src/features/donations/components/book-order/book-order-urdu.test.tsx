import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from '../../../../lib/locale';
import { readDonationQuery } from '../../lib/donation-query';
import { installReceiptFakes } from '../../testing/fake-xhr';
import { renderAt, settingsBody } from '../../testing/render';
import { wizardRoutes } from '../../testing/wizard';
import { BookOrderPage } from './book-order-page';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const billing = { firstName: 'Ayesha', lastName: 'Khan', email: 'a@k.pk', streetAddress: '12 Canal Road', country: 'Pakistan', city: 'Lahore', phoneNumber: '+923001112222' };
const query = readDonationQuery(new URLSearchParams('type=BOOK&id=7&title=The%20Straight%20Path'));

beforeEach(() => {
  setLocaleSource(() => 'ur');
  wizardRoutes({ settings: settingsBody });
  installReceiptFakes();
});
afterEach(() => {
  setLocaleSource(() => 'en');
  localStorage.clear();
});

describe('a hard-copy order in Urdu', () => {
  it('orders copies and says where they go in Urdu, numbers left to right', async () => {
    localStorage.setItem('billing_info', JSON.stringify(billing));
    const user = userEvent.setup({ delay: null });
    renderAt('/donation?type=BOOK&id=7', <BookOrderPage query={query} />);

    expect(screen.getByRole('heading', { level: 1, name: 'کتاب کا چھپا ہوا نسخہ منگوائیے' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The Straight Path کا سرورق' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'آرڈر کے مراحل' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('نسخے اور ترسیل');
    expect(screen.getByText('فی نسخہ', { exact: false })).toHaveTextContent('فی نسخہ PKR 950.00');
    const copies = screen.getByRole('spinbutton', { name: 'نسخے' });
    expect(copies).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: 'ایک نسخہ زیادہ' }));
    expect(screen.getByRole('status', { name: 'کل رقم' }).querySelector('bdi[dir="ltr"]')).toHaveTextContent('PKR 1,900.00');
    expect(screen.getByRole('group', { name: 'ترسیل کی تفصیلات' })).toBeInTheDocument();
    expect(screen.getByLabelText('گھر کا پتا')).toHaveValue('12 Canal Road');

    await user.click(screen.getByRole('button', { name: 'ادائیگی کی طرف بڑھیے' }));
    expect(screen.getByRole('heading', { name: 'ادائیگی' })).toHaveFocus();
    expect(screen.getByText('آپ کا آرڈر').nextElementSibling).toHaveTextContent('The Straight Path کے 2 نسخے: PKR 1,900.00');
    expect(screen.getByText('+923001112222').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'نسخوں اور ترسیل پر واپس' })).toBeInTheDocument();

    const english = /Order a hard copy|Publishing|Order steps|Copies and delivery|per copy|Delivery details|Continue to payment|Your order|copies of|Delivering to|Back to copies/;
    expect(document.body.textContent).not.toMatch(english);
  });
});
