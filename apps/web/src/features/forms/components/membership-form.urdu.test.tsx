import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '@foundation/contract/form-messages';
import { setLocaleSource } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { invalid, renderWithQuery, stubApi } from '../testing/stub-api';
import MembershipForm from './membership-form';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const countries = { data: { country_list: [{ id: 7, name: 'Pakistan', code: 'PK' }, { id: 9, name: 'United Kingdom', code: 'GB' }, { id: 11, name: 'Atlantis', code: '' }] } };

beforeEach(() => setLocaleSource(() => 'ur'));
afterEach(() => setLocaleSource(() => 'en'));

describe('the membership form in Urdu', () => {
  it('labels, countries, the switch and the server’s messages are in Urdu', async () => {
    stubApi({ getCountries: () => ({ body: countries }), saveMembership: () => invalid({ fullName: [formMessages.fullNameRequired], cnicNumber: [formMessages.cnicInvalid] }) });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);

    expect(screen.getByRole('form', { name: 'رکنیت فارم' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'رکنیت کی قسم' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /فعال رکن/ }));
    expect(screen.getByLabelText('پورا نام')).toBeInTheDocument();
    expect(screen.getByLabelText('شناختی کارڈ نمبر')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('تعلیم')).toHaveAttribute('placeholder', 'مثلاً بی اے، میٹرک، درسِ نظامی');
    expect(screen.getByRole('option', { name: 'مرد' })).toBeInTheDocument();
    // Country names from Intl by ISO code; one without a code keeps the API's name.
    expect(await screen.findByRole('option', { name: 'پاکستان' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'سلطنت متحدہ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Atlantis' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'جمع کرائیں' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('براہِ کرم اپنا پورا نام درج کریں۔'));
    // A field's message comes through the kit's lazily loaded map of the contract's messages.
    await waitFor(() => expect(screen.getByLabelText('پورا نام')).toHaveAccessibleDescription('براہِ کرم اپنا پورا نام درج کریں۔'));
    expect(screen.getByLabelText('شناختی کارڈ نمبر')).toHaveAccessibleDescription(/^براہِ کرم اپنا شناختی کارڈ نمبر 13 ہندسوں میں/);

    for (const english of ['Membership type', 'Basic member', 'Full name', 'Country', 'Submit', 'Optional', 'Please enter', 'Pakistan'])
      expect(document.body).not.toHaveTextContent(english);
  });
});
