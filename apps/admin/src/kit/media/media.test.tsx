import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaMessages } from '@foundation/contract/admin/kit';
import type { MediaRecord } from '@foundation/contract/admin/media';
import { json, renderApp, signedIn } from '../../test/helpers';
import { category, fakeApi, page } from '../test/fake-api';

const item = (over: Partial<MediaRecord> = {}): MediaRecord => ({
  id: 1,
  kind: 'image',
  url: '/uploads/media/cover.jpg',
  original_name: 'cover.jpg',
  mime: 'image/jpeg',
  size: 120_000,
  width: 1200,
  height: 800,
  variants: [
    { format: 'webp', width: 800, height: 533, url: '/uploads/media/cover-800.webp', size: 40_000 },
    { format: 'webp', width: 400, height: 267, url: '/uploads/media/cover-400.webp', size: 20_000 },
  ],
  created_at: '2026-03-01T10:00:00Z',
  created_by: 1,
  ...over,
});

/** XMLHttpRequest as far as an upload goes; the test decides when bytes move and what comes back. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

// The editor and drag and drop load lazily; a first transform of them can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('../fields/rich-text-field'), import('../fields/children-field')]);
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

describe('media', () => {
  it('uploads a book’s PDF with a progress bar and the staff token, then shows the file', async () => {
    signedIn();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeApi({ 'GET /book-categories': () => page([category()]), 'GET /media': () => page([]) });
    renderApp('/books/new');
    const pdfGroup = await screen.findByRole('group', { name: /^PDF/ });
    const file = new File(['%PDF-1.7'], 'garden.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(pdfGroup).getByLabelText('Upload a PDF'), file);

    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/api/admin/media?kind=pdf', 'Bearer staff-token']);
    expect((xhr.body!.get('file') as File).name).toBe('garden.pdf');
    act(() => xhr.progress(40, 100));
    expect(within(pdfGroup).getByRole('progressbar', { name: 'Uploading garden.pdf' })).toHaveAttribute('value', '40');

    act(() => xhr.answer(201, { data: item({ id: 9, kind: 'pdf', url: '/uploads/media/garden.pdf', original_name: 'garden.pdf', mime: 'application/pdf', width: null, height: null, variants: [] }) }));
    expect(await within(pdfGroup).findByRole('link', { name: 'garden.pdf' })).toHaveAttribute('href', '/uploads/media/garden.pdf');
    expect(within(pdfGroup).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why an upload was refused, under the field that asked', async () => {
    signedIn();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeApi({ 'GET /book-categories': () => page([category()]) });
    renderApp('/books/new');
    const cover = await screen.findByRole('group', { name: /^Cover image/ });
    await userEvent.upload(within(cover).getByLabelText('Upload an image'), new File(['x'], 'cover.png', { type: 'image/png' }));
    const refusal = mediaMessages.disguised('cover.png', 'an image', 'a web page');
    act(() => FakeXhr.last!.answer(422, { message: refusal, errors: { file: [refusal] } }));
    expect(await within(cover).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('picks a cover from the library in a dialog', async () => {
    signedIn();
    const api = fakeApi({ 'GET /book-categories': () => page([category()]), 'GET /media': () => page([item(), item({ id: 2, original_name: 'old.jpg', url: '/uploads/media/old.jpg' })]) });
    renderApp('/books/new');
    const cover = await screen.findByRole('group', { name: /^Cover image/ });
    await userEvent.click(within(cover).getByRole('button', { name: 'Choose from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Cover image: choose from the media library' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /old\.jpg/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cover).getByRole('img', { name: 'Cover image now' })).toHaveAttribute('src', '/uploads/media/old.jpg');
    expect(api.calls).toContain('GET /api/admin/media?page=1&per_page=24&sort=-created_at&kind=image');
  });

  it('the library page shows every file, filters by kind in the address and uploads several at once', async () => {
    signedIn();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = fakeApi({ 'GET /media': () => page([item(), item({ id: 3, kind: 'audio', url: '/uploads/media/talk.mp3', original_name: 'talk.mp3', width: null, height: null, variants: [] })]) });
    const { router } = renderApp('/media');
    const files = await screen.findByRole('list', { name: 'Files' });
    // The smallest WebP copy, decorative beside the file's name.
    expect(files.querySelector('img')).toHaveAttribute('src', '/uploads/media/cover-400.webp');
    expect(within(files).getAllByRole('listitem')[0]).toHaveTextContent('1200 × 800 · 117 KB');
    await userEvent.click(screen.getByRole('button', { name: 'Audio' }));
    expect(router.state.location.search).toBe('?kind=audio');
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/media?page=1&per_page=24&sort=-created_at&kind=audio'));
    await userEvent.upload(screen.getByLabelText('Upload files'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })]);
    expect(screen.getByRole('progressbar', { name: 'Uploading a.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading b.jpg' })).toBeInTheDocument();
  });

  it('searches the library by name and deletes a file after asking, or says where it is still used', async () => {
    signedIn();
    let files = [item(), item({ id: 2, original_name: 'old.jpg', url: '/uploads/media/old.jpg' })];
    const refusal = mediaMessages.inUse(['blog post "Eid packs"'], 0);
    const api = fakeApi({
      'GET /media': () => page(files),
      'DELETE /media/1': () => json(409, { message: refusal }),
      'DELETE /media/2': () => {
        files = files.filter((f) => f.id !== 2);
        return json(204, null);
      },
    });
    const { router } = renderApp('/media');
    await userEvent.type(screen.getByLabelText('Search files'), 'old{Enter}');
    expect(router.state.location.search).toBe('?q=old');
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/media?page=1&per_page=24&sort=-created_at&q=old'));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete cover.jpg' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete cover.jpg?' })).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText(refusal)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete old.jpg' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete old.jpg?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('old.jpg deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'old.jpg' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'cover.jpg' })).toBeInTheDocument();
  });
});
