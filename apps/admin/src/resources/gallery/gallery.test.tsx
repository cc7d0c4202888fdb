import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages as f } from '@foundation/contract/admin/kit';
import { messages } from '@foundation/contract/common';
import { json, renderApp, signedIn } from '../../test/helpers';
import { kitMessages } from '../../kit/messages';
import { fakeApi, page } from '../../kit/test/fake-api';

const gallery = (over: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Medical camp',
  cover: '/uploads/media/eyes.jpg',
  position: 0,
  published: true,
  attachments: [
    { id: 21, path: '/uploads/media/eyes.jpg', caption: 'Eye screening' },
    { id: 22, path: '/uploads/media/tents.jpg', caption: 'The tents' },
  ],
  updated_at: '2026-03-01T10:00:00Z',
  created_at: '2026-02-01T10:00:00Z',
  ...over,
});

const libraryImage = { id: 9, kind: 'image', url: '/uploads/media/doctors.jpg', original_name: 'doctors.jpg', mime: 'image/jpeg', size: 1000, width: 800, height: 500, variants: [], created_at: '2026-03-01T10:00:00Z', created_by: 1 };

const row = (id: number, name: string, position: number) => ({ id, name, cover: `/uploads/media/${id}.jpg`, attachments: 3, position, published: true, updated_at: '2026-03-01T10:00:00Z' });

const pictures = () => within(screen.getByRole('group', { name: /^Pictures/ }));

beforeAll(async () => {
  await import('../../kit/fields/children-field');
  await import('../../kit/list/ordered-list');
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('gallery', () => {
  it('sends the pictures in their order on the form: kept ones by id, a new one picked from the library', async () => {
    signedIn();
    const api = fakeApi({
      'GET /gallery/5': () => json(200, { data: gallery() }),
      'GET /media': () => page([libraryImage]),
      'PATCH /gallery/5': (_url, init) => json(200, { data: gallery(JSON.parse(String(init.body)) as Record<string, unknown>) }),
    });
    renderApp('/gallery/5');
    await screen.findByRole('button', { name: 'Add picture' });

    await userEvent.click(pictures().getByRole('button', { name: 'Move Picture 2: The tents up' }));
    await userEvent.click(pictures().getByRole('button', { name: 'Add picture' }));
    const added = within(pictures().getAllByRole('listitem')[2]!);
    await userEvent.click(added.getByRole('button', { name: 'Choose from library' }));
    await userEvent.click(await within(screen.getByRole('dialog', { name: 'Picture: choose from the media library' })).findByRole('button', { name: /doctors\.jpg/ }));
    await userEvent.type(added.getByLabelText(/^Caption(?! in Urdu)/), 'Volunteer doctors');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/gallery/5')!.body as { attachments: unknown[] };
    expect(body.attachments).toEqual([
      // Each with its Urdu caption (none here).
      { id: 22, path: '/uploads/media/tents.jpg', caption: 'The tents', translations: { ur: { caption: '' } } },
      { id: 21, path: '/uploads/media/eyes.jpg', caption: 'Eye screening', translations: { ur: { caption: '' } } },
      { path: '/uploads/media/doctors.jpg', caption: 'Volunteer doctors', translations: { ur: { caption: '' } } },
    ]);
  }, 20_000);

  it('shows the API’s refusal of a picture under that picture', async () => {
    signedIn();
    const refusal = f.mediaKind('Picture', 'image');
    fakeApi({
      'GET /gallery/5': () => json(200, { data: gallery() }),
      'PATCH /gallery/5': () => json(422, { message: messages.invalidData, errors: { 'attachments.1.path': [refusal] } }),
    });
    renderApp('/gallery/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const second = within(pictures().getAllByRole('listitem')[1]!);
    expect(await second.findByText(refusal)).toBeInTheDocument();
    expect(within(pictures().getAllByRole('listitem')[0]!).queryByText(refusal)).not.toBeInTheDocument();
  }, 20_000);

  it('lists the galleries in their order, each with its cover, and moves one with the keyboard', async () => {
    signedIn();
    let rows = [row(1, 'Welfare in the Field', 0), row(2, 'Scouts Programme', 1), row(3, 'Gatherings', 2)];
    const api = fakeApi({
      'GET /gallery': () => page(rows),
      'POST /gallery/order': (_url, init) => {
        const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
        rows = ids.map((id, position) => ({ ...rows.find((r) => r.id === id)!, position }));
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/gallery');
    const list = await screen.findByRole('list', { name: 'Gallery, in order' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['Welfare in the Field', 'Scouts Programme', 'Gatherings']);
    expect(within(within(list).getAllByRole('listitem')[0]!).getByRole('presentation')).toHaveAttribute('src', '/uploads/media/1.jpg');

    screen.getByRole('button', { name: 'Move Gatherings up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.bodies.filter((b) => b.call === 'POST /api/admin/gallery/order').map((b) => b.body)).toEqual([{ ids: [1, 3, 2] }]));
    expect(await screen.findByText(kitMessages.reordered)).toBeInTheDocument();
  }, 20_000);
});
