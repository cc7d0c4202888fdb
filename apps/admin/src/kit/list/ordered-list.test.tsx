import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, page } from '../test/fake-api';

const welfare = (id: number, name: string, position: number) => ({
  id,
  name,
  image: `/uploads/media/${id}.jpg`,
  position,
  published: true,
  updated_at: '2026-03-01T10:00:00Z',
});

/** A fake API that keeps the order it is sent, as the real one does. */
function welfareApi(answer?: () => Response) {
  let rows = [welfare(1, 'Zakat', 0), welfare(2, 'Sadaqah', 1), welfare(3, 'Orphans', 2)];
  const api = fakeApi({
    'GET /welfare-categories': () => page(rows),
    'POST /welfare-categories/order': (_url, init) => {
      if (answer) return answer();
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      rows = ids.map((id, position) => ({ ...rows.find((r) => r.id === id)!, position }));
      return new Response(null, { status: 204 });
    },
  });
  return api;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Welfare categories, in order' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const orders = (bodies: { call: string; body: unknown }[]) => bodies.filter((b) => b.call === 'POST /api/admin/welfare-categories/order').map((b) => b.body);

beforeAll(async () => {
  await import('./ordered-list');
}, 30_000);

// A first render can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('ordered list', () => {
  it('moves a row with Up and Down from the keyboard: every id goes to the API in the new order, then the list is fetched again', async () => {
    signedIn();
    const api = welfareApi();
    renderApp('/welfare-categories');
    await screen.findByRole('list', { name: 'Welfare categories, in order' });
    expect(names()).toEqual(['Zakat', 'Sadaqah', 'Orphans']);
    expect(screen.getByRole('button', { name: 'Move Zakat up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Zakat down' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(orders(api.bodies)).toEqual([{ ids: [2, 1, 3] }]));
    expect(await screen.findByText('New order saved.')).toBeInTheDocument();
    expect(names()).toEqual(['Sadaqah', 'Zakat', 'Orphans']);
    await waitFor(() => expect(api.calls.filter((c) => c.startsWith('GET /api/admin/welfare-categories'))).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Zakat down' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Move Orphans up' }));
    await waitFor(() => expect(orders(api.bodies)).toEqual([{ ids: [2, 1, 3] }, { ids: [2, 3, 1] }]));
    await waitFor(() => expect(names()).toEqual(['Sadaqah', 'Orphans', 'Zakat']));
  }, 20_000);

  it('moves a row by its drag handle with the keyboard: Space lifts, an arrow moves, Space drops', async () => {
    signedIn();
    // jsdom lays nothing out: each row gets a 100 px box by its place, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const li = this.closest('li');
      const i = li?.parentElement ? [...li.parentElement.children].indexOf(li) : 0;
      const top = i * 100;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 90, width: 600, height: 90, toJSON: () => ({}) } as DOMRect;
    });
    const api = welfareApi();
    renderApp('/welfare-categories');
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Sadaqah' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(orders(api.bodies)).toEqual([{ ids: [1, 3, 2] }]));
    await waitFor(() => expect(names()).toEqual(['Zakat', 'Orphans', 'Sadaqah']));
  }, 20_000);

  it('shows the API’s refusal and keeps the saved order', async () => {
    signedIn();
    welfareApi(() => json(422, { message: 'Name every record once, in the new order.', errors: { ids: ['Name every record once, in the new order.'] } }));
    renderApp('/welfare-categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Sadaqah up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name every record once, in the new order.');
    expect(names()).toEqual(['Zakat', 'Sadaqah', 'Orphans']);
  });

  it('offers no moving while the list is searched, filtered or sorted', async () => {
    signedIn();
    welfareApi();
    renderApp('/welfare-categories?sort=name');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.getByText(/To change the order, clear the search, filters and sort/)).toBeInTheDocument();
  });
});
