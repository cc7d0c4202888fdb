import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '@foundation/contract/staff-messages';
import { SESSION_KEY } from '../../lib/session';
import { counts, json, renderApp, staff, stubFetch } from '../../test/helpers';

const token = 'A'.repeat(43);
const session = { token: 'new-session', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: { ...staff, role: 'editor' } };

async function choose(password: string, button = 'Save and sign in') {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('New password'));
  if (password) await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('accepting an invitation', () => {
  it('takes the token from the link, keeps it out of the address bar, and signs in with the new password', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/invitations/accept')) {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return body.password === 'password1234567'
          ? json(422, { message: staffMessages.passwordCommon, errors: { password: [staffMessages.passwordCommon] } })
          : json(200, session);
      }
      return json(200, { data: [], total: 0, page: 1, per_page: 25 });
    });
    const { router } = renderApp(`/accept-invitation#token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Welcome to the back office' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 12 characters/);
    // What jsdom can judge (names, labels, ARIA); contrast is the browser tests' part.
    const checked = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(checked.violations.map((v) => v.id)).toEqual([]);

    await choose('short one');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(staffMessages.passwordTooShort));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(bodies).toEqual([]);

    await choose('password1234567');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(staffMessages.passwordCommon)));

    await userEvent.setup().click(screen.getByLabelText('Show password'));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await choose('a garden of quiet mornings');
    // Signed in as an editor: the home page (donations) is not theirs, so their first screen opens.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/accept-invitation'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toMatchObject({ token: 'new-session', staff: { role: 'editor' } });
    expect(bodies.at(-1)).toEqual({ token, password: 'a garden of quiet mornings' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    expect(screen.queryByRole('link', { name: /Donations/ })).not.toBeInTheDocument();
  });

  it('says what to do when the link no longer works', async () => {
    stubFetch(() => json(410, { message: staffMessages.linkInvalid }));
    renderApp(`/accept-invitation#token=${token}`);
    await choose('a garden of quiet mornings');
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.linkInvalid);
    expect(screen.getByText(/Ask the administrator who invited you/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the link is incomplete when it carries no token', () => {
    stubFetch(() => json(500, {}));
    renderApp('/accept-invitation');
    expect(screen.getByRole('alert')).toHaveTextContent(staffMessages.tokenRequired);
  });
});

describe('resetting a password', () => {
  it('sets the new password and, with two-step sign-in on, asks for the code before opening the back office', async () => {
    stubFetch((url) => {
      if (url.endsWith('/password-reset/confirm')) return json(200, { two_factor_required: true, challenge: 'c', expires_at: session.expires_at });
      if (url.endsWith('/login/two-factor')) return json(200, { ...session, staff });
      return json(200, { data: [], total: 0, page: 1, per_page: 25, counts });
    });
    const { router } = renderApp(`/reset-password#token=${token}`);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await choose('a garden of quiet mornings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No donations here.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a new link when this one has expired', async () => {
    stubFetch(() => json(410, { message: staffMessages.linkInvalid }));
    renderApp(`/reset-password#token=${token}`);
    await choose('a garden of quiet mornings');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
