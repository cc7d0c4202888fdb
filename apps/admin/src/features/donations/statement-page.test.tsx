import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { StatementProposal } from '@foundation/contract/donation-statement';
import { statementMessages } from '@foundation/contract/donation-statement-messages';
import { reviewMessages } from '@foundation/contract/donation-review-messages';
import { fakeApi } from '../../kit/test/fake-api';
import { json, renderApp, signedIn } from '../../test/helpers';

const proposal = (over: Partial<StatementProposal>): StatementProposal => ({
  line: 1,
  text: '03001234567, 1500',
  donation_id: 41,
  reference: 'FD-AAAA1111',
  donor_name: 'Zainab Ali',
  phone: '+923001234567',
  created_at: '2026-03-01T10:00:00Z',
  pledged: 1500,
  amount: 1500,
  partial: false,
  transaction_id: null,
  matched_by: 'phone_amount',
  confidence: 'high',
  ...over,
});

const matched = {
  data: {
    proposals: [
      proposal({}),
      proposal({ line: 2, text: 'TX-9, 2000', donation_id: 42, reference: 'FD-BBBB2222', donor_name: null, phone: '+923009999999', pledged: 2000, amount: 2000, transaction_id: 'TX-9', matched_by: 'transaction_id' }),
      proposal({ line: 3, text: '03111111111, 500', donation_id: 43, reference: 'FD-CCCC3333', pledged: 1000, amount: 500, partial: true, matched_by: 'phone', confidence: 'low' }),
    ],
    unmatched: [{ line: 4, text: 'nonsense', reason: statementMessages.noAmount }],
  },
};

async function pasteAndMatch(lines: string) {
  const box = await screen.findByLabelText('Statement lines');
  await userEvent.click(box);
  await userEvent.paste(lines);
  await userEvent.click(screen.getByRole('button', { name: 'Find matches' }));
  return screen.findByRole('table');
}

describe('match a statement', () => {
  it('proposes matches for pasted lines and verifies the ticked ones in one step', async () => {
    signedIn(3_600_000, { role: 'finance' });
    const api = fakeApi({
      'POST /donations/statement-matches': () => json(200, matched),
      'POST /donations/bulk-verify': () =>
        json(200, {
          message: statementMessages.verified(2),
          data: [
            { id: 41, reference: 'FD-AAAA1111', amount_received: 1500, partial: false },
            { id: 42, reference: 'FD-BBBB2222', amount_received: 2000, partial: false },
          ],
        }),
    });
    const { container } = renderApp('/match-statement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Match a statement' })).toBeInTheDocument();
    const table = await pasteAndMatch('03001234567, 1500\nTX-9, 2000\n03111111111, 500\nnonsense');
    expect(api.bodies[0]).toEqual({ call: 'POST /api/admin/donations/statement-matches', body: { text: '03001234567, 1500\nTX-9, 2000\n03111111111, 500\nnonsense' } });
    expect(screen.getByRole('heading', { name: '3 matches found' })).toHaveFocus();

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('FD-AAAA1111');
    expect(rows[1]).toHaveTextContent('Phone and amount');
    expect(rows[1]).toHaveTextContent('High');
    expect(rows[3]).toHaveTextContent('Partial payment');
    expect(rows[3]).toHaveTextContent('Low');
    // Sure matches start ticked; the partial payment waits for a person to tick it.
    expect(within(table).getByRole('checkbox', { name: 'Verify FD-AAAA1111 (line 1)' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Verify FD-BBBB2222 (line 2)' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Verify FD-CCCC3333 (line 3)' })).not.toBeChecked();
    expect(screen.getByText('2 of 3 selected, Rs 3,500 in all.')).toBeInTheDocument();
    expect(screen.getByText('nonsense').closest('li')).toHaveTextContent(`Line 4nonsense${statementMessages.noAmount}`);

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Verify selected (2)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(statementMessages.verified(2));
    expect(api.bodies[1]).toEqual({
      call: 'POST /api/admin/donations/bulk-verify',
      body: {
        matches: [
          { donation_id: 41, amount: 1500, transaction_id: null },
          { donation_id: 42, amount: 2000, transaction_id: 'TX-9' },
        ],
      },
    });
    expect(screen.getByRole('link', { name: 'FD-BBBB2222' })).toHaveAttribute('href', '/donations/42');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Statement lines')).toHaveValue('');
  });

  it('ticks and unticks every match, and sends a partial payment with the amount found', async () => {
    signedIn(3_600_000, { role: 'finance' });
    const api = fakeApi({
      'POST /donations/statement-matches': () => json(200, matched),
      'POST /donations/bulk-verify': () => json(200, { message: statementMessages.verified(1), data: [{ id: 43, reference: 'FD-CCCC3333', amount_received: 500, partial: true }] }),
    });
    renderApp('/match-statement');
    const table = await pasteAndMatch('x');
    const all = within(table).getByRole('checkbox', { name: 'Select every match' });
    await userEvent.click(all);
    expect(screen.getByRole('button', { name: 'Verify selected (3)' })).toBeEnabled();
    await userEvent.click(all);
    expect(screen.getByRole('button', { name: 'Verify selected (0)' })).toBeDisabled();
    // From the keyboard: Space ticks the focused box.
    within(table).getByRole('checkbox', { name: 'Verify FD-CCCC3333 (line 3)' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify selected (1)' }));
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]!.body).toEqual({ matches: [{ donation_id: 43, amount: 500, transaction_id: null }] });
    expect(await screen.findByText('(partly received)', { exact: false })).toBeInTheDocument();
  });

  it('verifies nothing when the server refuses, and says why: on the row for an amount, above for a gift decided meanwhile', async () => {
    signedIn(3_600_000, { role: 'finance' });
    let answer = json(422, { message: 'The data is not valid.', errors: { 'matches.1.amount': [reviewMessages.receivedAbovePledged(2000)] } });
    fakeApi({ 'POST /donations/statement-matches': () => json(200, matched), 'POST /donations/bulk-verify': () => answer });
    renderApp('/match-statement');
    const table = await pasteAndMatch('x');
    await userEvent.click(screen.getByRole('button', { name: 'Verify selected (2)' }));
    const box = within(table).getByRole('checkbox', { name: 'Verify FD-BBBB2222 (line 2)' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(reviewMessages.receivedAbovePledged(2000)));

    answer = json(409, { message: statementMessages.noLongerPending('FD-AAAA1111') });
    await userEvent.click(screen.getByRole('button', { name: 'Verify selected (2)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(statementMessages.noLongerPending('FD-AAAA1111'));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('asks for lines before matching, and shows the server\'s word on what was pasted', async () => {
    signedIn(3_600_000, { role: 'finance' });
    const api = fakeApi({ 'POST /donations/statement-matches': () => json(422, { message: 'The data is not valid.', errors: { text: [statementMessages.tooLong] } }) });
    renderApp('/match-statement');
    await userEvent.click(await screen.findByRole('button', { name: 'Find matches' }));
    const box = screen.getByLabelText('Statement lines');
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(expect.stringContaining(statementMessages.empty));
    expect(api.calls.filter((c) => c.includes('statement-matches'))).toEqual([]);
    await userEvent.type(box, 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Find matches' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(statementMessages.tooLong)));
  });
});
