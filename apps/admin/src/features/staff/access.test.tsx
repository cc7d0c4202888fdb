import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '@foundation/contract/staff-messages';
import { fakeApi, page } from '../../kit/test/fake-api';
import { SESSION_KEY } from '../../lib/session';
import { json, renderApp, signedIn, staff } from '../../test/helpers';
import { axeViolations } from '../../test/axe';

const menu = () => within(screen.getByRole('navigation', { name: 'Back office' }));

describe('what each role may open', () => {
  it('shows an editor the content and the inbox, never donations or staff', async () => {
    signedIn(3_600_000, { role: 'editor' });
    fakeApi({ 'GET /books': () => page([]) });
    renderApp('/books');
    await screen.findByRole('heading', { name: 'Books' });
    expect(menu().getByRole('link', { name: 'Books', current: 'page' })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Donations' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('shows finance the money, never content or staff', async () => {
    signedIn(3_600_000, { role: 'finance' });
    fakeApi({ 'GET /donations': () => json(200, { data: [], total: 0, page: 1, per_page: 25, counts: {} }) });
    renderApp('/donations/41');
    expect(menu().getByRole('link', { name: /^Donations/ })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Books' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('answers a direct address to a forbidden screen with a clear page, asking the API nothing for it', async () => {
    signedIn(3_600_000, { role: 'editor' });
    const api = fakeApi({});
    const { container } = renderApp('/staff');
    expect(screen.getByRole('heading', { name: 'Not allowed for your role' })).toBeInTheDocument();
    expect(screen.getByText(/Staff is not open to your role \(editor\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Go to / })).toBeInTheDocument();
    expect(document.title).toBe('Not allowed for your role · Back office');
    expect(api.calls.filter((c) => c.includes('/staff'))).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes an editor from the home page (donations) to their first screen', async () => {
    signedIn(3_600_000, { role: 'editor' });
    fakeApi({});
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Not allowed for your role' })).not.toBeInTheDocument();
  });
});

describe('two-step sign-in on the account page', () => {
  const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' };

  it('sets it up with a QR code and the key as text, confirmed by a code', async () => {
    signedIn();
    const api = fakeApi({
      'POST /me/two-factor/setup': () => json(200, setup),
      'POST /me/two-factor/confirm': (_url, init) =>
        JSON.parse(String(init.body)).code === '123456'
          ? json(200, { staff: { ...staff, two_factor: true } })
          : json(422, { message: 'invalid', errors: { code: [staffMessages.codeInvalid] } }),
    });
    const { container } = renderApp('/account');
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in: Off' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toHaveAttribute('src', setup.qr_code);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByLabelText('Code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByLabelText('Code from the app')).toHaveAccessibleDescription(staffMessages.codeInvalid));
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in: On' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!).staff.two_factor).toBe(true);
    expect(api.bodies.map((b) => b.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('keeps an admin who must set it up (ADMIN_REQUIRE_2FA) on the account page until they do', async () => {
    signedIn(3_600_000, { two_factor_setup_required: true });
    fakeApi({
      'POST /me/two-factor/setup': () => json(200, setup),
      'POST /me/two-factor/confirm': () => json(200, { staff: { ...staff, two_factor: true, two_factor_setup_required: false } }),
      'GET /books': () => page([]),
    });
    const { router } = renderApp('/books');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(screen.getByRole('status')).toHaveTextContent(/Administrators of this site sign in with a code/);
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    await user.click(menu().getByRole('link', { name: 'Books' }));
    expect(await screen.findByRole('heading', { name: 'Books' })).toBeInTheDocument();
  });

  it('turns it off with a current code', async () => {
    signedIn(3_600_000, { two_factor: true });
    fakeApi({ 'POST /me/two-factor/disable': () => json(200, { staff }) });
    renderApp('/account');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in: Off' })).toBeInTheDocument();
  });
});
