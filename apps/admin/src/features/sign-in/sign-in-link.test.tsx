import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '@foundation/contract/staff-messages';
import { SESSION_KEY } from '../../lib/session';
import { counts, json, renderApp, staff, stubFetch } from '../../test/helpers';

const token = 'B'.repeat(43);
const session = { token: 'by-link', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff };
const linkSent = { sign_in_link_sent: true, message: staffMessages.signInLinkSent };
/** What jsdom can judge (names, labels, ARIA); contrast is the browser tests' part. */
const violations = async () => (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);

describe('signing in while strangers guess at the account', () => {
  it('says to check the e-mail instead of signing in, and goes back to the form on request', async () => {
    stubFetch(() => json(202, linkSent));
    renderApp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@foundation.test');
    await user.type(screen.getByLabelText('Password'), 'right or wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(staffMessages.signInLinkSent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(document.title).toBe('Check your e-mail · Back office');
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('the sign-in link page', () => {
  it('takes the token out of the address, waits for a click, and signs in', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/sign-in-link')) {
        bodies.push(JSON.parse(String(init.body)));
        return json(200, session);
      }
      return json(200, { data: [], total: 0, page: 1, per_page: 25, counts });
    });
    const { router } = renderApp(`/sign-in-link#token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Sign in with your link' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(bodies).toEqual([]);
    expect(await violations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No donations here.')).toBeInTheDocument();
    expect(bodies).toEqual([{ token }]);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toMatchObject({ token: 'by-link' });
  });

  it('goes on to the code for two-step sign-in', async () => {
    const challenge = { two_factor_required: true, challenge: 'c-h-a-l', expires_at: new Date(Date.now() + 300_000).toISOString() };
    stubFetch(() => json(200, challenge));
    renderApp(`/sign-in-link#token=${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Code')).toHaveFocus();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('says what to do when the link is used or expired, or came without its token', async () => {
    stubFetch(() => json(410, { message: staffMessages.signInLinkInvalid }));
    renderApp(`/sign-in-link#token=${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.signInLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
  });

  it('explains a link without its token', async () => {
    stubFetch(() => json(500, {}));
    renderApp('/sign-in-link');
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.tokenRequired);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});
