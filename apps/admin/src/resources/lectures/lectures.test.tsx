import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord } from '@foundation/contract/admin/media';
import { fieldMessages as f } from '@foundation/contract/admin/kit';
import { messages } from '@foundation/contract/common';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, page } from '../../kit/test/fake-api';

const lecture = (over: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'The Heart That Remembers',
  thumbnail: '/uploads/media/heart.jpg',
  category_id: 2,
  category_title: 'Zikr',
  release_date: '2026-11-07',
  published: true,
  description: '<p>On remembrance.</p>',
  attachments: [
    { id: 11, title: 'Part 1', audio_url: '/uploads/media/part-1.mp3' },
    { id: 12, title: 'Part 2', audio_url: '/uploads/media/part-2.mp3' },
  ],
  updated_at: '2026-03-01T10:00:00Z',
  created_at: '2026-02-01T10:00:00Z',
  ...over,
});

const audio: MediaRecord = {
  id: 31,
  kind: 'audio',
  url: '/uploads/media/2026-03/questions.mp3',
  original_name: 'Questions and answers.mp3',
  mime: 'audio/mpeg',
  size: 2_400_000,
  width: null,
  height: null,
  variants: [],
  created_at: '2026-03-01T10:00:00Z',
  created_by: 1,
};

const recordings = () => within(screen.getByRole('group', { name: /^Recordings/ }));
const lectureApi = (patch: (body: Record<string, unknown>) => Response) =>
  fakeApi({
    'GET /lectures/5': () => json(200, { data: lecture() }),
    'GET /lecture-categories': () => page([{ id: 2, title: 'Zikr', lectures: 1, updated_at: '2026-03-01T10:00:00Z' }]),
    'GET /media': () => page([audio]),
    'PATCH /lectures/5': (_url, init) => patch(JSON.parse(String(init.body)) as Record<string, unknown>),
  });

beforeAll(async () => {
  await Promise.all([import('../../kit/fields/children-field'), import('../../kit/fields/rich-text-field')]);
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('lectures', () => {
  it('sends the recordings in their order on the form, a new one with audio from the library and no id', async () => {
    signedIn();
    const api = lectureApi((body) => json(200, { data: lecture(body) }));
    renderApp('/lectures/5');
    await screen.findByRole('button', { name: 'Add recording' });
    expect(screen.getByRole('link', { name: /View on the site/ })).toHaveAttribute('href', '/videoDetail?id=5');

    await userEvent.click(recordings().getByRole('button', { name: 'Move Recording 1: Part 1 down' }));
    await userEvent.click(recordings().getByRole('button', { name: 'Add recording' }));
    await userEvent.type(recordings().getAllByLabelText(/^Recording title(?! in Urdu)/)[2]!, 'Questions');
    const third = recordings().getAllByRole('group', { name: /^Audio/ })[2]!;
    expect(within(third).getByText('No file chosen.')).toBeInTheDocument();
    await userEvent.click(within(third).getByRole('button', { name: 'Choose from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Audio: choose from the media library' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Questions and answers\.mp3/ }));
    expect(within(third).getByLabelText('Audio: listen')).toHaveAttribute('src', audio.url);
    expect(api.calls).toContain('GET /api/admin/media?page=1&per_page=24&sort=-created_at&kind=audio');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/lectures/5')!.body as { attachments: unknown[]; release_date: string; category_id: number };
    expect(body.attachments).toEqual([
      // Each with its Urdu title (none here).
      { id: 12, title: 'Part 2', audio_url: '/uploads/media/part-2.mp3', translations: { ur: { title: '' } } },
      { id: 11, title: 'Part 1', audio_url: '/uploads/media/part-1.mp3', translations: { ur: { title: '' } } },
      { title: 'Questions', audio_url: audio.url, translations: { ur: { title: '' } } },
    ]);
    expect(body).toMatchObject({ release_date: '2026-11-07', category_id: 2 });
  }, 20_000);

  it("shows the API's refusal of one recording's audio under that recording's field", async () => {
    signedIn();
    const refusal = f.mediaKind('Audio', 'audio');
    lectureApi(() => json(422, { message: messages.invalidData, errors: { 'attachments.1.audio_url': [refusal] } }));
    renderApp('/lectures/5');
    await screen.findByRole('button', { name: 'Add recording' });
    await userEvent.type(recordings().getAllByLabelText(/^Recording title(?! in Urdu)/)[1]!, ' (long)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = recordings().getAllByRole('group', { name: /^Audio/ })[1]!;
    expect(await within(second).findByText(refusal)).toBeInTheDocument();
    expect(within(recordings().getAllByRole('group', { name: /^Audio/ })[0]!).queryByText(refusal)).not.toBeInTheDocument();
  }, 20_000);
});
