import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnerMessages } from '@foundation/contract/learners';
import { paths } from '@foundation/contract/routes';
import { readToken, saveToken } from '../lib/auth-storage';
import { setLocaleSource } from '../lib/locale';
import { renderPage, stubApi } from '../test/render-page';
import LoginPage from './login';
import ResetPasswordPage from './reset-password';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'R'.repeat(43);
/**
 * What jsdom can judge (names, labels, ARIA); contrast is the browser tests' part, and landmarks
 * (`region`) the layout's, which these tests leave out.
 */
const violations = async () =>
  (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id);
/** The page as the e-mailed link opens it: the token in the fragment. */
/** What the page sent: its POSTs (the layout also reads the site's settings, which is no business of these tests). */
const posted = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map((call) => call as unknown as [string, RequestInit]).filter(([, init]) => init.method === 'POST');
const openLink = (hash = `#token=${TOKEN}`) => {
  window.history.replaceState(null, '', `${paths.resetPassword}${hash}`);
  return renderPage(<ResetPasswordPage />, { path: paths.resetPassword });
};

afterEach(() => {
  setLocaleSource(() => 'en');
  window.history.replaceState(null, '', '/');
});

describe('forgot password, from the login form', () => {
  it('asks for a link and answers the same whatever the address, then goes back to login', async () => {
    const fetch = stubApi(() => ({ status: 202, body: { message: learnerMessages.resetRequested } }));
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginPage />, { path: paths.login });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('form', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(learnerMessages.emailRequired);
    expect(posted(fetch)).toEqual([]);
    await user.type(screen.getByLabelText('Email'), 'Ayesha@Example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(learnerMessages.resetRequested);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(String(posted(fetch)[0]![0])).toMatch(/\/api\/customer_password_reset$/);
    expect(JSON.parse(String(posted(fetch)[0]![1].body))).toEqual({ email: 'Ayesha@Example.org', lang: 'en' });
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('in Urdu: the words in Urdu, and the link asked for in Urdu', async () => {
    setLocaleSource(() => 'ur');
    const fetch = stubApi(() => ({ status: 202, body: { message: learnerMessages.resetRequested } }));
    const user = userEvent.setup({ delay: null });
    renderPage(<LoginPage />, { path: paths.login });
    await user.click(screen.getByRole('button', { name: 'پاس ورڈ بھول گئے؟' }));
    await user.type(screen.getByLabelText('ای میل'), 'ayesha@example.org');
    await user.click(screen.getByRole('button', { name: 'مجھے لنک ای میل کیجیے' }));
    expect(await screen.findByRole('status')).toHaveTextContent('اگر اس ای میل پتے سے کوئی اکاؤنٹ موجود ہے');
    expect(JSON.parse(String(posted(fetch)[0]![1].body))).toMatchObject({ lang: 'ur' });
    expect(document.body.textContent).not.toMatch(/Forgot|Email me|we've emailed/);
  });
});

describe('the reset page', () => {
  it('takes the token out of the address, checks the spec rules, and logs the learner in', async () => {
    saveToken('an-old-session');
    const fetch = stubApi(() => ({ body: { token: 'a-new-session', message: learnerMessages.passwordChanged } }));
    const bodies = () => posted(fetch).map(([, init]) => JSON.parse(String(init.body)));
    const user = userEvent.setup({ delay: null });
    openLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe(paths.resetPassword);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(await violations()).toEqual([]);

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(learnerMessages.passwordMin));
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(learnerMessages.passwordMismatch);
    expect(bodies()).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(learnerMessages.passwordChanged);
    expect(bodies()).toEqual([{ token: TOKEN, password: 'a long new password', c_password: 'a long new password' }]);
    expect(readToken()).toBe('a-new-session');
    expect(screen.getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute('href', paths.courseListing);
    expect(screen.getByRole('link', { name: 'Go to My Courses' })).toHaveFocus();
  });

  it('says a used or expired link is dead and offers a new one there and then', async () => {
    stubApi(() => ({ status: 410, body: { message: learnerMessages.resetLinkInvalid } }));
    const user = userEvent.setup({ delay: null });
    openLink();
    await user.type(screen.getByLabelText('New password'), 'a long new password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a long new password');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByText(learnerMessages.resetLinkInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('says a link without its token is incomplete', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    openLink('');
    expect(await screen.findByText(learnerMessages.resetLinkIncomplete)).toBeInTheDocument();
  });

  it('in Urdu: every word in Urdu, the rules too', async () => {
    setLocaleSource(() => 'ur');
    stubApi(() => ({ status: 500, body: {} }));
    const user = userEvent.setup({ delay: null });
    openLink();
    expect(screen.getByRole('heading', { level: 1, name: 'نیا پاس ورڈ منتخب کیجیے' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('نیا پاس ورڈ'), 'short');
    await user.click(screen.getByRole('button', { name: 'محفوظ کر کے لاگ اِن کیجیے' }));
    await waitFor(() => expect(screen.getByLabelText('نیا پاس ورڈ')).toHaveAccessibleDescription(expect.stringContaining('پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے')));
    expect(document.body.textContent).not.toMatch(/Choose a new password|New password|Save and log in|at least 8/i);
  });
});
