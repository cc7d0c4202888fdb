import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, renderApp, signedIn } from '../../test/helpers';
import { fakeApi, page, settingsRecord } from '../test/fake-api';

// The editor loads lazily; a first transform of it can outlast findBy's wait.
beforeAll(async () => {
  await import('../fields/rich-text-field');
}, 30_000);

// A first render of a whole form can take more than a second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

const URDU_TITLE = 'سردیوں کی امداد';
const englishTitle = (name: string) => name.startsWith('Title') && !name.includes('Urdu');

const blog = (over: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Winter relief',
  author_name: 'Staff',
  image: '/uploads/media/a.jpg',
  published_at: '2026-01-10T00:00:00Z',
  published: false,
  updated_at: '',
  created_at: '',
  description: '<p>Blankets</p>',
  translations: {},
  ...over,
});

describe('the Urdu section of a form', () => {
  it('follows the English fields with an Urdu input of the same kind for each translatable field, right to left and clean to axe', async () => {
    signedIn();
    fakeApi({ 'GET /blogs/5': () => json(200, { data: blog({ published: true, translations: { ur: { title: URDU_TITLE } } }) }) });
    const { container } = renderApp('/blogs/5');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Urdu اردو' });
    expect(within(heading).getByText('اردو')).toHaveAttribute('lang', 'ur');
    expect(screen.getByText(/Where a field is left empty, the Urdu pages show the English/)).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Title in Urdu' });
    expect(title).toHaveValue(URDU_TITLE);
    expect(title).toHaveAttribute('lang', 'ur');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('maxlength', '200');
    expect(title).not.toBeRequired();
    // The English is left to right as it was, and still required.
    expect(screen.getByRole('textbox', { name: englishTitle })).not.toHaveAttribute('dir');

    const text = await screen.findByRole('textbox', { name: 'Text in Urdu' });
    expect(text).toHaveAttribute('contenteditable', 'true');
    await waitFor(() => expect(text).toHaveAttribute('dir', 'rtl'));
    expect(text).toHaveAttribute('lang', 'ur');
    expect(screen.getByRole('toolbar', { name: 'Text in Urdu: formatting' })).toBeInTheDocument();
    // After the English fields, in the page's order.
    const english = screen.getByRole('textbox', { name: (n) => n.startsWith('Text') && !n.includes('Urdu') });
    expect(english.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A published record's Urdu page, beside its English one.
    expect(screen.getByRole('link', { name: /View in Urdu/ })).toHaveAttribute('href', '/ur/singleBlog?id=5');
    // A record read as it came is no unsaved change.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });

  it('saves the Urdu with the rest of the form, as translations.ur, and keeps it a draft', async () => {
    signedIn();
    const api = fakeApi({
      'GET /blogs/5': () => json(200, { data: blog() }),
      'PATCH /blogs/5': () => json(200, { data: blog({ translations: { ur: { title: URDU_TITLE } } }) }),
    });
    renderApp('/blogs/5');
    const title = await screen.findByRole('textbox', { name: 'Title in Urdu' });
    await userEvent.type(title, URDU_TITLE);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/blogs/5')?.body as Record<string, unknown>;
    expect(body.translations).toEqual({ ur: { title: URDU_TITLE, description: '' } });
    expect(body).toMatchObject({ title: 'Winter relief', published: false });
    expect(title).toHaveValue(URDU_TITLE);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the API’s 422 for translations.ur.title under the Urdu input, and moves focus there', async () => {
    signedIn();
    const message = 'Urdu title is at most 200 characters.';
    fakeApi({
      'GET /blogs/5': () => json(200, { data: blog() }),
      'PATCH /blogs/5': () => json(422, { message: 'Check the highlighted fields.', errors: { 'translations.ur.title': [message] } }),
    });
    renderApp('/blogs/5');
    const title = await screen.findByRole('textbox', { name: 'Title in Urdu' });
    await userEvent.type(title, URDU_TITLE);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(message);
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: englishTitle })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    // Changing it takes the message away.
    await userEvent.type(title, '!');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('gives the settings an Urdu name and address', async () => {
    signedIn(3_600_000, { role: 'editor' });
    const api = fakeApi({
      'GET /settings': () => json(200, { data: settingsRecord({ translations: { ur: { company_address: 'لاہور' } } }) }),
      'PATCH /settings': () => json(200, { data: settingsRecord({ translations: { ur: { company_name: 'دی فاؤنڈیشن', company_address: 'لاہور، پاکستان' } } }) }),
    });
    renderApp('/settings');
    // The name the Urdu pages' titles and footer show.
    const name = await screen.findByRole('textbox', { name: 'Foundation name in Urdu' });
    expect(name).toHaveAttribute('dir', 'rtl');
    await userEvent.type(name, 'دی فاؤنڈیشن');
    const address = screen.getByRole('textbox', { name: 'Address in Urdu' });
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveValue('لاہور');
    expect(address).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 2, name: 'Urdu اردو' })).toBeInTheDocument();
    await userEvent.type(address, '، پاکستان');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/settings')?.body as Record<string, unknown>;
    expect(body.translations).toEqual({ ur: { company_name: 'دی فاؤنڈیشن', company_address: 'لاہور، پاکستان' } });
  });

  it('a resource with nothing in Urdu has no Urdu section and sends no translations', async () => {
    signedIn();
    const api = fakeApi({
      'GET /playlists/2': () => json(200, { data: { id: 2, playlist_id: 'PLabcdefghijkl', playlist_title: 'Zikr', stitle: '', published: true, videos: 3 } }),
      'PATCH /playlists/2': () => json(200, { data: { id: 2, playlist_id: 'PLabcdefghijkl', playlist_title: 'Zikr', stitle: '', published: true, videos: 3 } }),
    });
    renderApp('/playlists/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Urdu/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/in Urdu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View in Urdu/ })).not.toBeInTheDocument();
    const body = api.bodies.find((b) => b.call === 'PATCH /api/admin/playlists/2')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('translations');
  });

  it('marks a list row whose title has Urdu', async () => {
    signedIn();
    fakeApi({ 'GET /blogs': () => page([blog({ translations: { ur: { title: URDU_TITLE } } }), blog({ id: 6, title: 'Summer camp' })]) });
    renderApp('/blogs');
    const table = await screen.findByRole('table');
    expect(within(within(table).getByRole('rowheader', { name: /Winter relief/ })).getByText('Has an Urdu title')).toBeInTheDocument();
    expect(within(within(table).getByRole('rowheader', { name: /Summer camp/ })).queryByText('Has an Urdu title')).not.toBeInTheDocument();
  });
});
