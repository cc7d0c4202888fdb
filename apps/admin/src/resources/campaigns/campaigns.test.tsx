import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi } from '../../kit/test/fake-api';

const campaign = (over: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Winter relief',
  image: '/uploads/media/winter.jpg',
  target_amount: 500000,
  published: true,
  description: 'Blankets and food for the winter.',
  tags: ['winter', 'relief'],
  offline_amount: 0,
  tasks: [
    { id: 11, title: 'Blankets', amount: 200000 },
    { id: 12, title: 'Food packs', amount: 300000 },
  ],
  updated_at: '2026-03-01T10:00:00Z',
  created_at: '2026-02-01T10:00:00Z',
  ...over,
});

const tasks = () => within(screen.getByRole('group', { name: /^Tasks/ }));

beforeAll(async () => {
  await import('../../kit/fields/children-field');
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('campaigns', () => {
  it('sends the tasks in their order on the form, new ones without an id', async () => {
    signedIn();
    const api = fakeApi({
      'GET /campaigns/5': () => json(200, { data: campaign() }),
      'PATCH /campaigns/5': (_url, init) => json(200, { data: campaign(JSON.parse(String(init.body)) as Record<string, unknown>) }),
    });
    renderApp('/campaigns/5');
    await screen.findByRole('button', { name: 'Add task' });

    await userEvent.click(tasks().getByRole('button', { name: 'Move Task 1: Blankets down' }));
    await userEvent.click(tasks().getByRole('button', { name: 'Add task' }));
    const titles = tasks().getAllByLabelText(/^Task(?! in Urdu)/, { selector: 'input' });
    await userEvent.type(titles[2]!, 'Stoves');
    await userEvent.type(tasks().getAllByLabelText(/^Amount/)[2]!, '1500.5');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/campaigns/5')!.body as { tasks: unknown[]; tags: string[] };
    expect(body.tasks).toEqual([
      // Each with its Urdu title (none here).
      { id: 12, title: 'Food packs', amount: 300000, translations: { ur: { title: '' } } },
      { id: 11, title: 'Blankets', amount: 200000, translations: { ur: { title: '' } } },
      { title: 'Stoves', amount: 1500.5, translations: { ur: { title: '' } } },
    ]);
    expect(body.tags).toEqual(['winter', 'relief']);
  }, 20_000);
});
