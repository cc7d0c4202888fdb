import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsEventMessages } from '@foundation/contract/admin/news-events';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, page } from '../../kit/test/fake-api';

const item = (over: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Free medical camp in Rajanpur',
  image: '/uploads/media/camp.jpg',
  event_date: '2026-11-07',
  published: true,
  description: '<p>Doctors and medicines, free for all.</p>',
  attachments: [
    { id: 21, image: '/uploads/media/queue.jpg', file: '' },
    { id: 22, image: '', file: '/uploads/media/programme.pdf' },
  ],
  updated_at: '2026-03-01T10:00:00Z',
  created_at: '2026-02-01T10:00:00Z',
  ...over,
});

const photo = {
  id: 9,
  kind: 'image',
  url: '/uploads/media/doctors.jpg',
  original_name: 'doctors.jpg',
  mime: 'image/jpeg',
  size: 52_000,
  width: 800,
  height: 600,
  variants: [],
  created_at: '2026-03-01T10:00:00Z',
  created_by: 1,
};

const attachments = () => within(screen.getByRole('group', { name: /^Attachments/ }));

beforeAll(async () => {
  await import('../../kit/fields/children-field');
  await import('../../kit/fields/rich-text-field');
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('news and events', () => {
  it('sends the attachments in the order on the form, asks for a photo or a PDF in an empty one, and links the public page', async () => {
    signedIn();
    const api = fakeApi({
      'GET /news-events/5': () => json(200, { data: item() }),
      'GET /media': () => page([photo]),
      'PATCH /news-events/5': (_url, init) => json(200, { data: item(JSON.parse(String(init.body)) as Record<string, unknown>) }),
    });
    renderApp('/news-events/5');
    await screen.findByRole('button', { name: 'Add attachment' });
    expect(screen.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/SingleNewsEventPage/5/2026-11-07');

    await userEvent.click(attachments().getByRole('button', { name: 'Move Attachment 2: PDF up' }));
    await userEvent.click(attachments().getByRole('button', { name: 'Add attachment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The contract's message, under the empty row's Photo (and listed in the form's alert).
    const third = within(await screen.findByRole('group', { name: /^Photo/, description: newsEventMessages.attachmentEmpty }));
    expect(api.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
    await userEvent.click(third.getByRole('button', { name: 'Choose from library' }));
    await userEvent.click(await screen.findByRole('button', { name: /doctors\.jpg/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/news-events/5')!.body as { attachments: unknown[]; event_date: string };
    expect(body.attachments).toEqual([
      { id: 22, image: '', file: '/uploads/media/programme.pdf' },
      { id: 21, image: '/uploads/media/queue.jpg', file: '' },
      { image: '/uploads/media/doctors.jpg', file: '' },
    ]);
    expect(body.event_date).toBe('2026-11-07');
  }, 30_000);

  it('has no public link for a draft', async () => {
    signedIn();
    fakeApi({ 'GET /news-events/5': () => json(200, { data: item({ published: false }) }) });
    renderApp('/news-events/5');
    await screen.findByRole('button', { name: 'Add attachment' });
    expect(screen.queryByRole('link', { name: /View on the site/ })).not.toBeInTheDocument();
  }, 20_000);
});
