import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, paymentDetailsView, settingsRecord } from '../test/fake-api';

const banks = () => within(screen.getByRole('group', { name: /^Bank accounts/ }));
const order = () => banks().getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** The proposal of new payment details: the kit's form with two lists of ordered rows (bank accounts, wallets). */
function proposalApi() {
  return fakeApi({
    'GET /payment-details': () => json(200, { data: paymentDetailsView() }),
    'POST /payment-details/changes': () => json(201, { data: { id: 1 } }),
    'GET /settings': () => json(200, { data: settingsRecord() }),
  });
}

/**
 * jsdom lays nothing out; dnd-kit's keyboard sensor measures rows to know where "down" is. Each
 * row is given a 100 px tall box by its place in its list, as a browser would.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('li');
    const i = li?.parentElement ? [...li.parentElement.children].indexOf(li) : 0;
    const top = i * 100;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 90, width: 600, height: 90, toJSON: () => ({}) } as DOMRect;
  });
}

// The editor and drag and drop load lazily; a first transform of them can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('./rich-text-field'), import('./children-field')]);
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 10_000 });

describe('ordered rows', () => {
  it('moves a row with the keyboard by its drag handle: Space lifts, an arrow moves, Space drops', async () => {
    signedIn();
    layOutRows();
    const api = proposalApi();
    renderApp('/settings/payment-details');
    await screen.findByRole('button', { name: 'Add bank account' });
    expect(order()).toEqual(['Bank account 1: Meezan Bank, The Foundation', 'Bank account 2: HBL, The Foundation Trust']);

    const handle = banks().getByRole('button', { name: 'Drag to reorder Bank account 1: Meezan Bank, The Foundation' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(order()).toEqual(['Bank account 1: HBL, The Foundation Trust', 'Bank account 2: Meezan Bank, The Foundation']));

    await userEvent.type(screen.getByLabelText(/^Your password, or a code/), 'a long staff password');
    await userEvent.click(screen.getByRole('button', { name: 'Propose the change' }));
    await screen.findByText(/^Change proposed\./);
    const body = api.bodies.find((b) => b.call === 'POST /api/admin/payment-details/changes')!.body as { bank_accounts: { bank_name: string }[] };
    expect(body.bank_accounts.map((a) => a.bank_name)).toEqual(['HBL', 'Meezan Bank']);
  });

  it('moves a row with Move up and Move down, keeps focus on the button and says where it went', async () => {
    signedIn();
    proposalApi();
    renderApp('/settings/payment-details');
    await screen.findByRole('button', { name: 'Add bank account' });
    const down = banks().getByRole('button', { name: 'Move Bank account 1: Meezan Bank, The Foundation down' });
    expect(banks().getByRole('button', { name: /^Move Bank account 1.* up$/ })).toBeDisabled();
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['Bank account 1: HBL, The Foundation Trust', 'Bank account 2: Meezan Bank, The Foundation']);
    expect(screen.getByText('Bank account 2: Meezan Bank, The Foundation moved to position 2 of 2.')).toBeInTheDocument();
    // At the bottom now: Down is off, so focus waits on Up of the same row.
    await waitFor(() => expect(banks().getByRole('button', { name: 'Move Bank account 2: Meezan Bank, The Foundation up' })).toHaveFocus());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('adds a row ready to type in and removes one', async () => {
    signedIn();
    const api = proposalApi();
    renderApp('/settings/payment-details');
    await screen.findByRole('button', { name: 'Add bank account' });
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    const third = banks().getAllByLabelText(/^Bank/)[2]!;
    await waitFor(() => expect(third).toHaveFocus());
    await userEvent.type(third, 'UBL');
    await userEvent.click(banks().getByRole('button', { name: 'Remove Bank account 1: Meezan Bank, The Foundation' }));
    expect(order()).toEqual(['Bank account 1: HBL, The Foundation Trust', 'Bank account 2: UBL']);
    // The new row's required fields are empty: the contract's messages, under them, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Propose the change' }));
    expect(banks().getAllByLabelText(/^IBAN/)[1]).toHaveAccessibleDescription('IBAN is required.');
    expect(api.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });
});
