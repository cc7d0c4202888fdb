import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStaffMember } from '@foundation/contract/admin/staff';
import { staffAdminMessages } from '@foundation/contract/staff-messages';
import { fakeApi, page } from '../../kit/test/fake-api';
import { json, renderApp, signedIn, staff } from '../../test/helpers';
import { axeViolations } from '../../test/axe';

const member = (over: Partial<AdminStaffMember> = {}): AdminStaffMember => ({
  id: 2,
  name: 'Nadia Editor',
  email: 'nadia@foundation.test',
  role: 'editor',
  status: 'active',
  two_factor: false,
  last_sign_in_at: '2026-03-01T10:00:00Z',
  live_sessions: 1,
  invitation_expires_at: null,
  created_at: '2026-02-01T10:00:00Z',
  ...over,
});

const me = member({ id: 1, name: staff.name, email: staff.email, role: 'admin', two_factor: true });
const omar = member({ id: 3, name: 'Omar Finance', email: 'omar@foundation.test', role: 'finance', status: 'invited', last_sign_in_at: null, live_sessions: 0, invitation_expires_at: '2026-03-03T10:00:00Z' });

afterEach(() => vi.unstubAllGlobals());

function staffApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /staff': () => page([me, member(), omar]), ...extra });
}

describe('the staff screen', () => {
  it('lists every member with role, status and sign-in facts, and is in the menu for admins', async () => {
    signedIn();
    const api = staffApi();
    const { container } = renderApp('/staff');
    const table = await screen.findByRole('table', { name: 'Staff' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(`${staff.name}(you)${staff.email}`);
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Nadia Editor' })).toHaveValue('editor');
    expect(rows[1]).toHaveTextContent('Two-step sign-in off');
    expect(rows[1]).toHaveTextContent('Signed in on 1 device');
    expect(rows[2]).toHaveTextContent('Invited');
    expect(rows[2]).toHaveTextContent(/Invitation valid until/);
    expect(within(rows[2]!).getByRole('button', { name: 'Send invitation again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff', current: 'page' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/admin/staff?page=1&per_page=100&sort=name');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows cards on a phone, each with its actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    signedIn();
    staffApi();
    renderApp('/staff');
    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(within(list).getAllByRole('listitem').filter((li) => li.parentElement === list)).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Actions for Nadia Editor' })).toBeInTheDocument();
  });

  it('invites someone, showing the API’s refusal under its field', async () => {
    signedIn();
    let first = true;
    const api = staffApi({
      'POST /staff': () => {
        if (first) {
          first = false;
          return json(422, { message: 'invalid', errors: { email: [staffAdminMessages.emailTaken] } });
        }
        return json(201, { data: member({ id: 9, email: 'zara@foundation.test', status: 'invited' }) });
      },
    });
    renderApp('/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone to the staff' });
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(staffAdminMessages.emailInvalid));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(staffAdminMessages.nameRequired);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Email'), 'zara@foundation.test');
    await user.type(within(dialog).getByLabelText('Name'), 'Zara Finance');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription(/Money: donations/);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(staffAdminMessages.emailTaken)));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to zara@foundation.test.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies.filter((b) => b.call === 'POST /api/admin/staff').map((b) => b.body)).toEqual([
      { email: 'zara@foundation.test', name: 'Zara Finance', role: 'finance' },
      { email: 'zara@foundation.test', name: 'Zara Finance', role: 'finance' },
    ]);
  });

  it('changes a role after asking', async () => {
    signedIn();
    const api = staffApi({ 'PATCH /staff/2': () => json(200, { data: member({ role: 'finance' }) }) });
    renderApp('/staff');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Nadia Editor' }), 'finance');
    const dialog = screen.getByRole('dialog', { name: 'Make Nadia Editor a finance officer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Nadia Editor is now a finance officer.')).toBeInTheDocument();
    expect(api.bodies).toContainEqual({ call: 'PATCH /api/admin/staff/2', body: { role: 'finance' } });
  });

  it('disables an account after a confirmation, and shows a refusal in the dialog', async () => {
    signedIn();
    const api = staffApi({
      'POST /staff/2/disable': () => json(200, { data: member({ status: 'disabled', live_sessions: 0 }) }),
      'POST /staff/1/disable': () => json(409, { message: staffAdminMessages.lastAdmin }),
    });
    renderApp('/staff');
    const user = userEvent.setup();
    const nadia = await screen.findByRole('group', { name: 'Actions for Nadia Editor' });
    await user.click(within(nadia).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: "Disable Nadia Editor's account?" });
    // The safe answer has focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText("Nadia Editor's account is disabled.")).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/admin/staff/2/disable');

    await user.click(within(screen.getByRole('group', { name: `Actions for ${staff.name}` })).getByRole('button', { name: 'Disable' }));
    const refused = screen.getByRole('dialog', { name: `Disable ${staff.name}'s account?` });
    await user.click(within(refused).getByRole('button', { name: 'Disable' }));
    expect(await within(refused).findByRole('alert')).toHaveTextContent(staffAdminMessages.lastAdmin);
  });

  it('ends the sessions of a member', async () => {
    signedIn();
    const api = staffApi({ 'DELETE /staff/2/sessions': () => json(200, { data: member({ live_sessions: 0 }) }) });
    renderApp('/staff');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: 'Actions for Nadia Editor' })).getByRole('button', { name: 'End sessions' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Sign Nadia Editor out everywhere?' })).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Nadia Editor is signed out everywhere.')).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /api/admin/staff/2/sessions');
  });

  it('searches and filters through the address', async () => {
    signedIn();
    const api = staffApi();
    const { router } = renderApp('/staff');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'invited');
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/staff?page=1&per_page=100&sort=name&status=invited'));
    expect(router.state.location.search).toBe('?status=invited');
  });
});
