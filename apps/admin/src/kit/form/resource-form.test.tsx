import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookCategoryMessages, fieldMessages } from '@foundation/contract/admin/kit';
import { json, renderApp, signedIn } from '../../test/helpers';
import { paymentDetailsMessages } from '@foundation/contract/admin/payment-details-messages';
import { category, fakeApi, page, paymentDetailsView, settingsRecord } from '../test/fake-api';

/** A promise the test settles when it wants, to see the page while the API thinks. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

// The editor and drag and drop load lazily; a first transform of them can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('../fields/rich-text-field'), import('../fields/children-field')]);
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('resource form', () => {
  it('checks with the contract schema before sending: the message is under the field, and focus goes there', async () => {
    signedIn();
    const api = fakeApi({ 'GET /book-categories': () => page([]) });
    renderApp('/book-categories/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create book category' }));
    const title = screen.getByLabelText(/^Title(?! in Urdu)/);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(fieldMessages.required('Title'));
    expect(title).toHaveFocus();
    expect(api.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('shows the API’s 422 messages under their fields, nested rows included, and clears one when it is edited', async () => {
    signedIn();
    const iban = fieldMessages.pattern('IBAN', 'PK36 SCBL 0000 0011 2345 6702');
    const wrong = paymentDetailsMessages.confirmationWrong;
    fakeApi({
      'GET /payment-details': () => json(200, { data: paymentDetailsView() }),
      'POST /payment-details/changes': () => json(422, { message: 'Check the highlighted fields.', errors: { confirmation: [wrong, 'second'], 'bank_accounts.1.iban': [iban] } }),
    });
    renderApp('/settings/payment-details');
    await screen.findByRole('button', { name: 'Add bank account' });
    const confirmation = screen.getByLabelText(/^Your password, or a code/);
    await userEvent.type(confirmation, 'not my password');
    await userEvent.click(screen.getByRole('button', { name: 'Propose the change' }));
    const ibans = screen.getAllByLabelText(/^IBAN/);
    await waitFor(() => expect(ibans[1]).toHaveAttribute('aria-invalid', 'true'));
    // The first wrong field in the page's order has focus.
    expect(ibans[1]).toHaveFocus();
    expect(ibans[0]).not.toHaveAttribute('aria-invalid');
    expect(ibans[1]).toHaveAccessibleDescription(iban);
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription(`A session left open is not enough to change where money goes. ${wrong}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    await userEvent.type(confirmation, '1');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
  });

  it('saves with progress, then says so in a toast; a new record moves to its own address', async () => {
    signedIn();
    const answer = later<Response>();
    const api = fakeApi({ 'GET /book-categories': () => page([]), 'POST /book-categories': () => answer.promise });
    const { router } = renderApp('/book-categories/new');
    await userEvent.type(await screen.findByLabelText(/^Title(?! in Urdu)/), 'Poetry');
    await userEvent.click(screen.getByRole('button', { name: 'Create book category' }));
    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    // With its Urdu title, left empty: the English is shown in its place.
    expect(api.bodies).toEqual([{ call: 'POST /api/admin/book-categories', body: { title: 'Poetry', translations: { ur: { title: '' } } } }]);
    await act(async () => answer.settle(json(201, { data: category() })));
    expect(await screen.findByText('Book category created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-categories/3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Poetry' })).toBeInTheDocument();
    // The saved record came with the answer: no second request for it.
    expect(api.calls.filter((c) => c === 'GET /api/admin/book-categories/3')).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and not after saving them', async () => {
    signedIn();
    fakeApi({
      'GET /book-categories/3': () => json(200, { data: category() }),
      'PATCH /book-categories/3': () => json(200, { data: category({ title: 'Poetry and verse' }) }),
      'GET /blogs': () => page([]),
    });
    const { router } = renderApp('/book-categories/3');
    const title = await screen.findByLabelText(/^Title(?! in Urdu)/);
    await userEvent.type(title, ' and verse');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Blog posts' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(ask).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/book-categories/3');
    expect(title).toHaveValue('Poetry and verse');

    // The browser asks too before the tab closes or reloads.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Blog posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves without saving when asked to', async () => {
    signedIn();
    fakeApi({ 'GET /book-categories/3': () => json(200, { data: category() }), 'GET /blogs': () => page([]) });
    const { router } = renderApp('/book-categories/3');
    await userEvent.type(await screen.findByLabelText(/^Title(?! in Urdu)/), '!');
    await userEvent.click(screen.getByRole('link', { name: /Back to book categories/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-categories'));
  });

  it('deletes only when confirmed, and shows the API’s refusal when something still uses the record', async () => {
    signedIn();
    let refuse = true;
    const api = fakeApi({
      'GET /book-categories/3': () => json(200, { data: category({ books: 2 }) }),
      'DELETE /book-categories/3': () => (refuse ? json(409, { message: bookCategoryMessages.inUse(2) }) : json(204, null)),
      'GET /book-categories': () => page([]),
    });
    const { router } = renderApp('/book-categories/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Poetry”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Poetry”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bookCategoryMessages.inUse(2));
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/book-categories/3');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-categories'));
    expect(await screen.findByText('Book category deleted.')).toBeInTheDocument();
  });

  it('each select shows its own record’s value, however many selects a form has', async () => {
    signedIn();
    const wallets = [
      { method: 'easypaisa', account_title: 'T', account_number: '1' },
      { method: 'jazz_cash', account_title: 'T', account_number: '2' },
    ];
    fakeApi({ 'GET /payment-details': () => json(200, { data: paymentDetailsView({ current: { bank_accounts: [], wallet_accounts: wallets } }) }) });
    renderApp('/settings/payment-details');
    await screen.findByRole('button', { name: 'Add wallet' });
    const selects = screen.getAllByLabelText(/^Wallet/);
    expect(selects.map((s) => (s as HTMLSelectElement).value)).toEqual(['easypaisa', 'jazz_cash']);
    await userEvent.selectOptions(selects[0]!, 'JazzCash');
    expect(selects.map((s) => (s as HTMLSelectElement).value)).toEqual(['jazz_cash', 'jazz_cash']);
  });

  it('the settings form’s select shows its record’s value', async () => {
    signedIn(3_600_000, { role: 'editor' });
    fakeApi({ 'GET /settings': () => json(200, { data: settingsRecord({ live_override: 'youtube' }) }) });
    renderApp('/settings');
    expect(await screen.findByLabelText(/^Live now/)).toHaveDisplayValue('Live on YouTube');
    await userEvent.selectOptions(screen.getByLabelText(/^Live now/), 'Automatic');
    expect(screen.getByLabelText(/^Live now/)).toHaveDisplayValue('Automatic');
  });

  it('a published record links to its public page; a draft does not', async () => {
    signedIn();
    let published = true;
    const blog = () => ({ id: 5, title: 'Winter relief', author_name: 'Staff', image: '/uploads/media/a.jpg', published_at: '2026-01-10T00:00:00Z', published, updated_at: '', created_at: '', description: '<p>Blankets</p>' });
    fakeApi({ 'GET /blogs/5': () => json(200, { data: blog() }), 'GET /blogs/6': () => json(200, { data: { ...blog(), id: 6 } }) });
    const { router } = renderApp('/blogs/5');
    expect(await screen.findByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/singleBlog?id=5');
    published = false;
    await act(() => router.navigate('/blogs/6'));
    await screen.findByRole('heading', { name: 'Winter relief' });
    expect(screen.queryByRole('link', { name: /View on the site/ })).not.toBeInTheDocument();
  });

  it('the blog form, rich text and all, is labelled and clean to axe', async () => {
    signedIn();
    fakeApi({ 'GET /blogs': () => page([]) });
    const { container } = renderApp('/blogs/new');
    const editor = await screen.findByRole('textbox', { name: /^Text(?! in Urdu)/ });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Text: formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
