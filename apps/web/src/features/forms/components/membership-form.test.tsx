import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '@foundation/contract/form-messages';
import { notify } from '../../../lib/toast';
import { invalid, renderWithQuery, stubApi } from '../testing/stub-api';
import MembershipForm from './membership-form';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const countries = { data: { country_list: [{ id: 7, name: 'Pakistan', code: 'PK' }, { id: 9, name: 'United Kingdom', code: 'GB' }] } };
let sent: unknown[];
let answer: (body: unknown) => { status?: number; body?: unknown };
beforeEach(() => {
  sent = [];
  answer = () => ({ body: { message: formMessages.membershipSaved } });
  stubApi({ getCountries: () => ({ body: countries }), saveMembership: (body) => (sent.push(body), answer(body)) });
});

async function fillBasic(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Bilal Ahmed');
  await user.type(screen.getByLabelText('Email'), 'bilal@example.pk');
  await user.type(screen.getByLabelText('Mobile number'), '+92 300 1234567');
  await user.selectOptions(screen.getByLabelText('Country'), await screen.findByRole('option', { name: 'Pakistan' }));
  await user.type(screen.getByLabelText('City'), 'Lahore');
}

describe('the membership form', () => {
  it('switches between basic and active, keeping what was typed, with the spec scroll caps', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);
    expect(screen.getByRole('radio', { name: /Basic member/ })).toBeChecked();
    expect(screen.getByTestId('membership-fields')).toHaveClass('max-h-[22rem]');
    expect(screen.queryByLabelText("Father's name")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Bilal Ahmed');

    await user.click(screen.getByRole('radio', { name: /Active member/ }));
    expect(screen.getByTestId('membership-fields')).toHaveClass('max-h-[15rem]');
    expect(screen.getByLabelText('Full name')).toHaveValue('Bilal Ahmed');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    const gender = within(screen.getByLabelText('Gender')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(gender).toEqual(['', 'male', 'female', 'other']);
    for (const label of ["Father's name", 'WhatsApp number', 'CNIC number', 'Education', 'Province', 'District', 'Tehsil', 'Present address', 'Permanent address']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('sends a basic form with the country id, thanks the person and resets', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);
    await fillBasic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(formMessages.membershipSaved));
    expect(sent[0]).toEqual({ formType: 'basic', fullName: 'Bilal Ahmed', email: 'bilal@example.pk', mobileNumber: '+92 300 1234567', country: '7', city: 'Lahore', message: '' });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });

  it('sends every active field and returns to the basic form after success', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);
    await user.click(screen.getByRole('radio', { name: /Active member/ }));
    await fillBasic(user);
    await user.type(screen.getByLabelText("Father's name"), 'Ahmed Ali');
    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
    await user.type(screen.getByLabelText('CNIC number'), '35202-12a34567-1');
    expect(screen.getByLabelText('CNIC number')).toHaveValue('35202-1234567-1');
    for (const [label, value] of [['Education', 'BA'], ['Province', 'Punjab'], ['District', 'Lahore'], ['Tehsil', 'Model Town'], ['Present address', '12 Canal Road'], ['Permanent address', '12 Canal Road']]) {
      await user.type(screen.getByLabelText(label!), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(formMessages.membershipSaved));
    expect(sent[0]).toMatchObject({ formType: 'active', fatherName: 'Ahmed Ali', gender: 'male', dateOfBirth: '1990-04-12', cnicNumber: '35202-1234567-1', whatsappNumber: '', tehsil: 'Model Town' });
    expect(screen.getByRole('radio', { name: /Basic member/ })).toBeChecked();
  });

  it('on a 422 toasts the first message of each field titled Error, marks the inputs and shows the messages (basic)', async () => {
    answer = () => invalid({ fullName: [formMessages.fullNameRequired], email: [formMessages.emailRequired, 'second'], country: [formMessages.countryRequired] });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(3));
    expect(vi.mocked(notify.error).mock.calls.map((c) => c)).toEqual([[formMessages.fullNameRequired], [formMessages.emailRequired], [formMessages.countryRequired]]);
    for (const [label, message] of [['Full name', formMessages.fullNameRequired], ['Email', formMessages.emailRequired], ['Country', formMessages.countryRequired]]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label!)).toHaveAccessibleDescription(message!);
    }
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('on a 422 of the active form marks the active-only inputs too', async () => {
    answer = () => invalid({ cnicNumber: [formMessages.cnicInvalid], dateOfBirth: [formMessages.dateOfBirthFuture] });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);
    await user.click(screen.getByRole('radio', { name: /Active member/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(formMessages.cnicInvalid));
    expect(notify.error).toHaveBeenCalledWith(formMessages.dateOfBirthFuture);
    expect(screen.getByLabelText('CNIC number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a spinner on the disabled button while sending, and keeps the fields after a 429', async () => {
    let release!: () => void;
    answer = () => ({ status: 429, body: { message: 'Too many requests. Please wait a moment and try again.' } });
    stubApi({
      getCountries: () => ({ body: countries }),
      saveMembership: () => new Promise<never>((resolve) => (release = () => resolve(answer({}) as never))),
    });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MembershipForm />);
    await fillBasic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(within(button).getByTestId('spinner')).toBeInTheDocument();
    release();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Too many requests. Please wait a moment and try again.'));
    expect(button).toBeEnabled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Bilal Ahmed');
  });
});
