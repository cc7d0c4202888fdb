import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { staffMessages } from '@foundation/contract/staff';
import { SESSION_KEY } from '../../lib/session';
import { counts, json, renderApp, signedIn, staff, stubFetch } from '../../test/helpers';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('shows the field messages of a 422 under their fields', async () => {
    stubFetch(() => json(422, { message: staffMessages.emailRequired, errors: { email: [staffMessages.emailRequired], password: [staffMessages.passwordRequired] } }));
    renderApp();
    await signIn('x@y.test', 'secret');
    expect(await screen.findByText(staffMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(staffMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(staffMessages.passwordRequired);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what is missing before asking the server', async () => {
    const fetch = stubFetch(() => json(500, {}));
    renderApp();
    await signIn('', '');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(staffMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(staffMessages.passwordRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the 401 message in an alert and keeps no session', async () => {
    stubFetch(() => json(401, { message: staffMessages.invalidLogin }));
    renderApp();
    await signIn('reviewer@foundation.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.invalidLogin);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('signs in, keeps the token for this tab, and opens the review queue', async () => {
    const expires_at = new Date(Date.now() + 3_600_000).toISOString();
    const fetch = stubFetch((url, init) => {
      if (url.endsWith('/login')) {
        expect(JSON.parse(String(init.body))).toEqual({ email: 'reviewer@foundation.test', password: 'right-password' });
        return json(200, { token: 't0k', expires_at, staff });
      }
      return json(200, { data: [], total: 0, page: 1, per_page: 25, counts });
    });
    renderApp();
    await signIn('reviewer@foundation.test', 'right-password');
    expect(await screen.findByText('No donations here.')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Reviewer')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toMatchObject({ token: 't0k', expires_at });
    expect(new Headers(fetch.mock.calls[1]![1]!.headers).get('authorization')).toBe('Bearer t0k');
  });

  it('returns to sign-in with the reason when the session runs out while the page is open', async () => {
    // The clock is the test's, so the session ends after the list is on screen however slow the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      signedIn(60_000);
      stubFetch(() => json(200, { data: [], total: 0, page: 1, per_page: 25, counts }));
      renderApp();
      expect(await screen.findByText('No donations here.')).toBeInTheDocument();
      expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
      act(() => vi.advanceTimersByTime(61_000));
      expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.signedOut);
      expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats an expired stored session as signed out', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'old', expires_at: '2020-01-01T00:00:00Z', staff: { name: 'A', email: 'a@b' } }));
    stubFetch(() => json(500, {}));
    renderApp();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('two-step sign-in', () => {
  const challenge = { two_factor_required: true, challenge: 'c-h-a-l-l-e-n-g-e', expires_at: new Date(Date.now() + 300_000).toISOString() };
  const session = { token: 't0k', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: { ...staff, two_factor: true } };

  it('asks for the code from the app after the password, and signs in with it', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/login')) return json(200, challenge);
      if (url.endsWith('/login/two-factor')) {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return body.code === '123456' ? json(200, session) : json(401, { message: staffMessages.codeInvalid });
      }
      return json(200, { data: [], total: 0, page: 1, per_page: 25, counts });
    });
    renderApp();
    await signIn('reviewer@foundation.test', 'right-password');
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveFocus();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();

    const user = userEvent.setup();
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(staffMessages.codeInvalid);
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(bodies).toHaveLength(1);
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(staffMessages.codeInvalid);
    expect(screen.getByLabelText('Code')).toHaveValue('');
    await user.type(screen.getByLabelText('Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No donations here.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { challenge: challenge.challenge, code: '654321' },
      { challenge: challenge.challenge, code: '123456' },
    ]);
  });

  it('starts again from the password when the challenge has expired', async () => {
    stubFetch((url) => (url.endsWith('/login') ? json(200, challenge) : json(401, { message: staffMessages.challengeExpired })));
    renderApp();
    await signIn('reviewer@foundation.test', 'right-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.challengeExpired);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});

describe('forgotten password', () => {
  it('is reachable from sign-in and says the same whatever the address', async () => {
    const fetch = stubFetch(() => json(202, { message: staffMessages.resetRequested }));
    renderApp('/books');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(staffMessages.emailRequired);
    await user.type(screen.getByLabelText('Email'), 'someone@foundation.test');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(staffMessages.resetRequested);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'someone@foundation.test' });
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/password-reset');
  });
});
