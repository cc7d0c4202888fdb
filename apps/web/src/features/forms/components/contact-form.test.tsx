import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formMessages } from '@foundation/contract/form-messages';
import { notify } from '../../../lib/toast';
import { invalid, renderWithQuery, stubApi } from '../testing/stub-api';
import { ContactForm } from './contact-form';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const valid = { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '+92 300-1234567', subject: 'Volunteering', message: 'I would like to help in Multan.' };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid> = valid) {
  for (const [label, value] of [['Name', values.name], ['Email', values.email], ['Phone', values.phone], ['Subject', values.subject], ['Message', values.message]] as const) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

/** Renders the form of `kind` and types `text` into its phone field. */
async function typePhone(kind: 'contact' | 'joinUs', text: string) {
  const user = userEvent.setup({ delay: null });
  renderWithQuery(<ContactForm kind={kind} label={kind === 'contact' ? 'Contact form' : 'Join Us form'} />);
  const phone = screen.getByLabelText('Phone');
  await user.type(phone, text);
  return { user, phone };
}

describe('the contact form', () => {
  it('shows the first server message under each field it names, and sends nothing twice', async () => {
    const fetch = stubApi({
      saveContact: () =>
        invalid({
          name: [formMessages.nameRequired],
          email: [formMessages.emailInvalid, 'a second message nobody reads'],
          phone: [formMessages.phoneRequired],
          subject: [formMessages.subjectRequired],
          message: [formMessages.messageRequired],
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm kind="contact" label="Contact form" />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    for (const [label, message] of [['Name', formMessages.nameRequired], ['Email', formMessages.emailInvalid], ['Phone', formMessages.phoneRequired], ['Subject', formMessages.subjectRequired], ['Message', formMessages.messageRequired]]) {
      const input = screen.getByLabelText(label!);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.queryByText('a second message nobody reads')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('clears the old errors on the next submit and thanks the person, emptying the fields', async () => {
    let calls = 0;
    const sent: unknown[] = [];
    stubApi({
      saveContact: (body) => {
        sent.push(body);
        return ++calls === 1 ? invalid({ subject: [formMessages.subjectRequired] }) : { body: { message: formMessages.contactSaved } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm kind="contact" label="Contact form" />);
    await fill(user, { ...valid, subject: '' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(formMessages.subjectRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Subject'), valid.subject);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(formMessages.contactSaved));
    expect(screen.queryByText(formMessages.subjectRequired)).not.toBeInTheDocument();
    expect(sent[1]).toEqual(valid);
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('is busy while sending: the button is disabled and the form says so', async () => {
    let release!: () => void;
    stubApi({ saveContact: () => new Promise<never>((_, reject) => (release = () => reject(new TypeError('Failed to fetch')))) });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm kind="contact" label="Contact form" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
  });

  it.each([
    ['too many requests', () => ({ status: 429, body: { message: 'Too many requests. Please wait a moment and try again.' } }), 'Too many requests. Please wait a moment and try again.'],
    ['a lost connection', () => 'offline' as const, expect.stringContaining('could not reach')],
  ])('after %s it says so in a toast and keeps what was typed', async (_, answer, toast) => {
    stubApi({ saveContact: answer });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm kind="contact" label="Contact form" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(toast));
    expect(screen.getByLabelText('Name')).toHaveValue(valid.name);
    expect(screen.getByLabelText('Message')).toHaveValue(valid.message);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('refuses letters in the phone field, typed or pasted, keeping + spaces and dashes', async () => {
    const { user, phone } = await typePhone('contact', '+92 3ab00-12c');
    expect(phone).toHaveValue('+92 300-12');
    await user.paste('x45 67y');
    expect(phone).toHaveValue('+92 300-1245 67');
  });
});

describe('the scouts Join Us form', () => {
  it('sends to saveJoinUs and thanks the person with the join-us message', async () => {
    const fetch = stubApi({ saveJoinUs: () => ({ body: { message: formMessages.joinUsSaved } }) });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm kind="joinUs" label="Join Us form" />);
    await fill(user, { ...valid, phone: '+923001234567' });
    await user.click(screen.getByRole('button', { name: 'Join Us' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(formMessages.joinUsSaved));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/saveJoinUs$/);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('allows only digits with an optional leading plus in the phone', async () => {
    const { phone } = await typePhone('joinUs', '+92 300-abc12+34');
    expect(phone).toHaveValue('+923001234');
  });

  it('shows the server messages under the fields', async () => {
    stubApi({ saveJoinUs: () => invalid({ phone: [formMessages.phoneInvalid] }) });
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<ContactForm kind="joinUs" label="Join Us form" />);
    await fill(user, { ...valid, phone: '12' });
    await user.click(screen.getByRole('button', { name: 'Join Us' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining(formMessages.phoneInvalid)));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });
});
