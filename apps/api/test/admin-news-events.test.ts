import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { AdminNewsEventListResponseSchema, AdminNewsEventResponseSchema, newsEventMessages, type AdminNewsEvent } from '@foundation/contract/admin/news-events';
import { messages } from '@foundation/contract/common';
import { NewsEventResponseSchema, NewsEventsResponseSchema } from '@foundation/contract/news-events';
import { newsEventAttachments, newsEvents } from '../src/db/schema/index.ts';
import { getOk, type TestContext } from './helpers.ts';
import { jpeg, pdfBytes, uploaded, withStaffApp, type StaffClient } from './fixtures/back-office.ts';

/** Staff write news and events with their photos and PDFs; the site shows the published ones, attachments in the order saved. */
let t: TestContext;
let staff: StaffClient;

withStaffApp((app, client) => {
  t = app;
  staff = client;
});

/** Library files, uploaded once for the file. */
const media = { photo1: '', photo2: '', photo3: '', leaflet: '' };
const upload = async () => {
  if (media.photo1) return media;
  for (const name of ['photo1', 'photo2', 'photo3'] as const) {
    media[name] = (await uploaded(staff, { filename: `${name}.jpg`, type: 'image/jpeg', content: await jpeg(640, 400) })).url;
  }
  media.leaflet = (await uploaded(staff, { filename: 'leaflet.pdf', type: 'application/pdf', content: pdfBytes })).url;
  return media;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Free medical camp in Rajanpur',
  event_date: '2026-11-07',
  image: media.photo1,
  description: '<p>Doctors, medicines and eye screening, <strong>free</strong> for all.</p>',
  attachments: [{ image: media.photo2 }, { file: media.leaflet }],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminNewsEvent> {
  await upload();
  const res = await staff.post('/api/admin/news-events', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminNewsEventResponseSchema.parse(res.json()).data;
}

const publicList = async () => (await getOk(t, '/api/getNewsEvents', NewsEventsResponseSchema)).data.news_events;
const publicItem = async (id: number) => (await getOk(t, `/api/getSpecificNewsEvent/${id}`, NewsEventResponseSchema)).data.news_event;

describe('news and events in the back office', () => {
  it('saves a new item as a draft with its attachments in order, photos and PDFs apart', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ title: 'Free medical camp in Rajanpur', event_date: '2026-11-07', image: media.photo1, published: false });
    expect(draft.attachments).toEqual([
      { id: expect.any(Number), image: media.photo2, file: '' },
      { id: expect.any(Number), image: '', file: media.leaflet },
    ]);
    expect((await publicList()).map((n) => n.id)).not.toContain(draft.id);
    expect((await t.app.inject(`/api/getSpecificNewsEvent/${draft.id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/admin/news-events/${draft.id}`)).json()).toEqual({ data: draft });
  });

  it('publishes, edits and unpublishes an item, and the site follows each change at once', async () => {
    const { id, attachments } = await create();
    const published = await staff.patch(`/api/admin/news-events/${id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicItem(id)).toMatchObject({
      title: 'Free medical camp in Rajanpur',
      date: '07',
      month: 'Nov',
      year: '2026',
      new_event_date: '2026-11-07',
      attachments: [
        { id: attachments[0]!.id, path: media.photo2 },
        { id: attachments[1]!.id, path: media.leaflet },
      ],
    });

    const edited = await staff.patch(`/api/admin/news-events/${id}`, { title: 'Medical camp moved to Jampur', event_date: '2026-11-21' });
    expect(edited.json().data).toMatchObject({ title: 'Medical camp moved to Jampur', event_date: '2026-11-21', published: true });
    expect(await publicItem(id)).toMatchObject({ title: 'Medical camp moved to Jampur', new_event_date: '2026-11-21', date: '21' });
    expect((await publicList()).find((n) => n.id === id)?.title).toBe('Medical camp moved to Jampur');

    await staff.patch(`/api/admin/news-events/${id}`, { published: false });
    expect((await publicList()).map((n) => n.id)).not.toContain(id);
    expect((await t.app.inject(`/api/getSpecificNewsEvent/${id}`)).statusCode).toBe(404);
  });

  it('saves the attachments as sent: reordered, one added and one removed, keeping the ids that stay, and the page shows that order', async () => {
    const item = await create({ published: true, attachments: [{ image: media.photo1 }, { image: media.photo2 }, { file: media.leaflet }] });
    const [a, b, c] = item.attachments;
    const res = await staff.patch(`/api/admin/news-events/${item.id}`, {
      attachments: [{ id: c!.id, image: '', file: media.leaflet }, { image: media.photo3 }, { id: a!.id, image: media.photo1, file: '' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminNewsEventResponseSchema.parse(res.json()).data.attachments;
    expect(saved.map((x) => x.image || x.file)).toEqual([media.leaflet, media.photo3, media.photo1]);
    expect([saved[0]!.id, saved[2]!.id]).toEqual([c!.id, a!.id]);
    expect(saved.map((x) => x.id)).not.toContain(b!.id);
    // Kept rows keep their ids yet move: the order comes from the saved position, not the id.
    expect((await publicItem(item.id)).attachments).toEqual(saved.map((x) => ({ id: x.id, path: x.image || x.file })));

    const none = await staff.patch(`/api/admin/news-events/${item.id}`, { attachments: [] });
    expect(none.json().data.attachments).toEqual([]);
    expect((await publicItem(item.id)).attachments).toEqual([]);
  });

  it('stores the description sanitized, so the page shows exactly what was saved and nothing that runs', async () => {
    const { id } = await create({ published: true, description: '<p onclick="x()">Open day</p><script>alert(1)</script><img src=x onerror=alert(2)>' });
    const saved = (await staff.get(`/api/admin/news-events/${id}`)).json().data.description as string;
    expect(saved).toContain('<p>Open day</p>');
    expect(saved).not.toMatch(/<script|alert|onerror|onclick/i);
    expect((await publicItem(id)).description).toBe(saved);
  });

  it('names each bad field with its message, and saves nothing of a refused body', async () => {
    await upload();
    const empty = await staff.post('/api/admin/news-events', { title: ' ', event_date: '2026-02-30', image: 'https://elsewhere.example/x.jpg', description: '<p></p>', published: 'yes' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: messages.invalidData,
      errors: {
        title: [f.required('Title')],
        event_date: [f.date('Event date')],
        image: [f.mediaFile('Image')],
        description: [f.required('Description')],
        published: [f.onOff('Published')],
      },
    });

    const item = await create();
    const rows = await staff.patch(`/api/admin/news-events/${item.id}`, {
      title: 'Changed',
      attachments: [{}, { image: media.photo2, file: media.leaflet }, { image: media.leaflet }, { image: '/uploads/../secret.jpg' }],
    });
    expect(rows.statusCode).toBe(422);
    expect(rows.json().errors).toEqual({
      'attachments.0.image': [newsEventMessages.attachmentEmpty],
      'attachments.1.file': [newsEventMessages.attachmentBoth],
      'attachments.2.image': [f.mediaKind('Photo', 'image')],
      'attachments.3.image': [f.mediaFile('Photo')],
    });

    // A "PDF" that is a library image, or not in the library at all.
    const notPdf = await staff.patch(`/api/admin/news-events/${item.id}`, { title: 'Changed', attachments: [{ file: media.photo3 }, { file: '/uploads/media/none.pdf' }] });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors).toEqual({ 'attachments.0.file': [f.mediaKind('PDF', 'pdf')], 'attachments.1.file': [f.mediaKind('PDF', 'pdf')] });

    const other = await create();
    const stolen = await staff.patch(`/api/admin/news-events/${item.id}`, { title: 'Changed', attachments: [{ id: other.attachments[0]!.id, image: media.photo1 }] });
    expect(stolen.json().errors).toEqual({ 'attachments.0.id': [kitMessages.childNotOwned] });
    expect((await staff.get(`/api/admin/news-events/${item.id}`)).json().data).toEqual(item);
    expect((await staff.get(`/api/admin/news-events/${other.id}`)).json().data).toEqual(other);
  });

  it('keeps an attachment from before the media library when the form sends it back unchanged', async () => {
    const item = await create({ attachments: [] });
    const [old] = await t.database.db.insert(newsEventAttachments).values({ newsEventId: item.id, path: '/uploads/news/programme.pdf' }).returning();
    const res = await staff.patch(`/api/admin/news-events/${item.id}`, { attachments: [{ image: media.photo1 }, { id: old!.id, file: '/uploads/news/programme.pdf' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attachments.map((a: { image: string; file: string }) => a.image || a.file)).toEqual([media.photo1, '/uploads/news/programme.pdf']);
  });

  it('lists items by search, status and sort, latest event first by default', async () => {
    const tag = `Tharparkar ${Date.now()}`;
    const early = await create({ title: `${tag} wells`, event_date: '2025-03-01', published: true, attachments: [] });
    const late = await create({ title: `${tag} pumps`, event_date: '2026-09-01' });
    const list = async (query: string) => AdminNewsEventListResponseSchema.parse((await staff.get(`/api/admin/news-events?q=${encodeURIComponent(tag)}&${query}`)).json());

    const all = await list('');
    expect(all.data.map((r) => r.id)).toEqual([late.id, early.id]);
    expect(all.data[0]).toEqual({ id: late.id, title: late.title, image: media.photo1, event_date: '2026-09-01', attachments: 2, published: false, updated_at: late.updated_at });
    expect((await list('sort=event_date')).data.map((r) => r.id)).toEqual([early.id, late.id]);
    expect((await list('sort=title')).data.map((r) => r.title)).toEqual([late.title, early.title]);
    expect((await list('published=true')).data.map((r) => r.id)).toEqual([early.id]);
    expect((await list('published=false')).total).toBe(1);

    const bad = await staff.get('/api/admin/news-events?sort=image');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ sort: [kitMessages.sort(['event_date', 'title', 'updated_at'])] });
  });

  it('deletes an item with its attachments, and the site no longer shows it', async () => {
    const { id } = await create({ published: true });
    expect((await publicList()).map((n) => n.id)).toContain(id);
    const res = await staff.del(`/api/admin/news-events/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await staff.get(`/api/admin/news-events/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/getSpecificNewsEvent/${id}`)).statusCode).toBe(404);
    expect((await publicList()).map((n) => n.id)).not.toContain(id);
    expect(await t.database.db.select().from(newsEventAttachments).where(eq(newsEventAttachments.newsEventId, id))).toEqual([]);
    expect(await t.database.db.select().from(newsEvents).where(eq(newsEvents.id, id))).toEqual([]);
    expect((await staff.del(`/api/admin/news-events/${id}`)).statusCode).toBe(404);
  });
});
