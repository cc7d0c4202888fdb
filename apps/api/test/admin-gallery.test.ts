import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminGalleryListResponseSchema, AdminGalleryResponseSchema, type AdminGallery } from '@foundation/contract/admin/gallery';
import { fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { messages } from '@foundation/contract/common';
import { GalleriesResponseSchema } from '@foundation/contract/gallery';
import { galleries, galleryAttachments } from '../src/db/schema/index.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { jpeg, pdfBytes, signInStaff, staffClient, uploaded, type StaffClient } from './fixtures/back-office.ts';

/**
 * Galleries (/api/admin/gallery) with their pictures as ordered children, ordered themselves, and
 * the public /gallery list (getGalleryAttachmentWithGalleryName) following every change at once.
 */
let t: TestContext;
let staff: StaffClient;
let pictures: string[];
let pdf: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = staffClient(t, await signInStaff(t));
  pictures = [];
  for (const [i, size] of [[640, 400], [800, 500], [400, 640]].entries()) {
    pictures.push((await uploaded(staff, { filename: `camp-${i}.jpg`, type: 'image/jpeg', content: await jpeg(size[0]!, size[1]!) })).url);
  }
  pdf = (await uploaded(staff, { filename: 'Report.pdf', type: 'application/pdf', content: pdfBytes })).url;
});
afterAll(() => t.close());

const publicList = () => getOk(t, '/api/getGalleryAttachmentWithGalleryName', GalleriesResponseSchema);
const shown = async (id: number) => (await publicList()).find((g) => g.id === id);

async function createGallery(body: Record<string, unknown>): Promise<AdminGallery> {
  const res = await staff.post('/api/admin/gallery', body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminGalleryResponseSchema.parse(res.json()).data;
}

const allIds = async () => AdminGalleryListResponseSchema.parse((await staff.get('/api/admin/gallery?per_page=100')).json()).data.map((g) => g.id);

describe('a gallery with its pictures', () => {
  it('creates a draft with pictures in order, publishes it and unpublishes it, and /gallery follows at once', async () => {
    const draft = await createGallery({
      name: 'Medical camp, Rajanpur',
      attachments: [
        { path: pictures[1], caption: ' Eye screening under the tents ' },
        { path: pictures[0] },
      ],
    });
    expect(draft).toMatchObject({ name: 'Medical camp, Rajanpur', published: false, cover: pictures[1] });
    expect(draft.attachments.map((p) => [p.path, p.caption])).toEqual([[pictures[1], 'Eye screening under the tents'], [pictures[0], '']]);
    expect(await shown(draft.id)).toBeUndefined();

    expect((await staff.patch(`/api/admin/gallery/${draft.id}`, { published: true })).statusCode).toBe(200);
    expect(await shown(draft.id)).toEqual({ id: draft.id, name: 'Medical camp, Rajanpur', attachments: draft.attachments.map(({ translations: _, ...p }) => p) });

    expect((await staff.patch(`/api/admin/gallery/${draft.id}`, { published: false })).statusCode).toBe(200);
    expect(await shown(draft.id)).toBeUndefined();
  });

  it('saves the pictures as sent: reordered, recaptioned, one added and one removed, keeping the ids that stay', async () => {
    const g = await createGallery({
      name: 'Scouts camp',
      published: true,
      attachments: [{ path: pictures[0], caption: 'A' }, { path: pictures[1], caption: 'B' }, { path: pictures[2], caption: 'C' }],
    });
    const [a, b, c] = g.attachments;
    const res = await staff.patch(`/api/admin/gallery/${g.id}`, {
      attachments: [{ id: c!.id, path: c!.path, caption: 'C first' }, { path: pictures[1], caption: 'New' }, { id: a!.id, path: a!.path, caption: 'A' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminGalleryResponseSchema.parse(res.json()).data;
    expect(saved.attachments.map((p) => p.caption)).toEqual(['C first', 'New', 'A']);
    expect(saved.attachments[0]!.id).toBe(c!.id);
    expect(saved.attachments[2]!.id).toBe(a!.id);
    expect(saved.attachments.map((p) => p.id)).not.toContain(b!.id);
    expect(saved).toMatchObject({ name: 'Scouts camp', cover: pictures[2] });
    // The page shows each picture as saved, without the Urdu the back office edits beside it.
    expect((await shown(g.id))!.attachments).toEqual(saved.attachments.map(({ translations: _, ...p }) => p));

    // A body without the pictures leaves them as they are.
    const renamed = AdminGalleryResponseSchema.parse((await staff.patch(`/api/admin/gallery/${g.id}`, { name: 'Scouts summer camp' })).json()).data;
    expect(renamed.attachments).toEqual(saved.attachments);
    expect((await shown(g.id))!.name).toBe('Scouts summer camp');
  });

  it('keeps a picture published before the media library, but takes a new one only from the library', async () => {
    const [old] = await t.database.db.insert(galleries).values({ name: 'From the old site' }).returning();
    await t.database.db.insert(galleryAttachments).values({ galleryId: old!.id, path: '/uploads/gallery/old-site/01.svg', caption: 'Old' });
    const before = AdminGalleryResponseSchema.parse((await staff.get(`/api/admin/gallery/${old!.id}`)).json()).data;
    const kept = await staff.patch(`/api/admin/gallery/${old!.id}`, { attachments: [{ path: pictures[0] }, ...before.attachments] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(AdminGalleryResponseSchema.parse(kept.json()).data.attachments.map((p) => p.path)).toEqual([pictures[0], '/uploads/gallery/old-site/01.svg']);
  });

  it('names each wrong field by its dotted path with the contract’s message, and saves nothing of a refused body', async () => {
    const g = await createGallery({ name: 'Tree planting', attachments: [{ path: pictures[0], caption: 'Saplings' }] });
    const res = await staff.patch(`/api/admin/gallery/${g.id}`, {
      name: '  ',
      published: 'yes',
      attachments: [
        { id: g.attachments[0]!.id, path: 'https://elsewhere.example/p.jpg' },
        { path: pictures[1], caption: 'x'.repeat(301) },
        { path: '' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.invalidData,
      errors: {
        name: [f.required('Name')],
        published: [f.onOff('Published')],
        'attachments.0.path': [f.mediaFile('Picture')],
        'attachments.1.caption': [f.tooLong('Caption', 300)],
        'attachments.2.path': [f.required('Picture')],
      },
    });

    // Well formed, but not an image of the library: a PDF, or a file that was never uploaded.
    const notImages = await staff.patch(`/api/admin/gallery/${g.id}`, {
      name: 'Changed',
      attachments: [{ path: pdf }, { id: g.attachments[0]!.id, path: g.attachments[0]!.path }, { path: '/uploads/media/never-uploaded.jpg' }],
    });
    expect(notImages.statusCode).toBe(422);
    expect(notImages.json().errors).toEqual({ 'attachments.0.path': [f.mediaKind('Picture', 'image')], 'attachments.2.path': [f.mediaKind('Picture', 'image')] });

    const other = await createGallery({ name: 'Other', attachments: [{ path: pictures[2] }] });
    const stolen = await staff.patch(`/api/admin/gallery/${g.id}`, { name: 'Changed', attachments: [{ id: other.attachments[0]!.id, path: pictures[2] }] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ 'attachments.0.id': [kitMessages.childNotOwned] });

    const tooMany = await staff.patch(`/api/admin/gallery/${g.id}`, { attachments: Array.from({ length: 201 }, () => ({ path: pictures[0] })) });
    expect(tooMany.json().errors).toEqual({ attachments: [f.tooMany('Pictures', 200)] });

    expect((await staff.get(`/api/admin/gallery/${g.id}`)).json().data).toEqual(g);
    expect((await staff.get(`/api/admin/gallery/${other.id}`)).json().data).toEqual(other);
  });

  it('deletes a gallery with its pictures, and /gallery drops it', async () => {
    const g = await createGallery({ name: 'Going away', published: true, attachments: [{ path: pictures[0] }, { path: pictures[1] }] });
    expect(await shown(g.id)).toBeDefined();
    expect((await staff.del(`/api/admin/gallery/${g.id}`)).statusCode).toBe(204);
    expect(await shown(g.id)).toBeUndefined();
    expect(await t.database.db.select().from(galleryAttachments).where(eq(galleryAttachments.galleryId, g.id))).toEqual([]);
    expect((await staff.get(`/api/admin/gallery/${g.id}`)).statusCode).toBe(404);
    expect((await staff.del(`/api/admin/gallery/${g.id}`)).statusCode).toBe(404);
  });
});

describe('galleries in their order', () => {
  it('adds a gallery last, reorders them all in one call, and /gallery shows them in that order', async () => {
    const before = await allIds();
    const added = await createGallery({ name: 'Flood relief, Dadu', published: true, attachments: [{ path: pictures[2] }] });
    expect(await allIds()).toEqual([...before, added.id]);

    const reversed = [added.id, ...before].reverse();
    const order = await staff.post('/api/admin/gallery/order', { ids: reversed });
    expect(order.statusCode, order.body).toBe(204);
    const published = new Set((await publicList()).map((g) => g.id));
    expect((await publicList()).map((g) => g.id)).toEqual(reversed.filter((id) => published.has(id)));
    const listed = AdminGalleryListResponseSchema.parse((await staff.get('/api/admin/gallery?per_page=100')).json()).data;
    expect(listed.map((g) => [g.id, g.position])).toEqual(reversed.map((id, i) => [id, i]));
  });

  it('refuses an order that leaves one out, repeats one or names one that does not exist', async () => {
    const ids = await allIds();
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const res = await staff.post('/api/admin/gallery/order', { ids: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: messages.invalidData, errors: { ids: [kitMessages.order] } });
    }
  });

  it('lists each gallery with its cover and number of pictures, searched by name and filtered by status', async () => {
    const g = await createGallery({ name: 'Qurbani in Quetta', attachments: [{ path: pictures[1] }, { path: pictures[0] }] });
    const found = AdminGalleryListResponseSchema.parse((await staff.get('/api/admin/gallery?q=QURBANI')).json());
    expect(found.data).toEqual([{ id: g.id, name: 'Qurbani in Quetta', cover: pictures[1], attachments: 2, position: g.position, published: false, updated_at: g.updated_at }]);
    const drafts = AdminGalleryListResponseSchema.parse((await staff.get('/api/admin/gallery?published=false&per_page=100')).json()).data;
    expect(drafts.every((d) => !d.published)).toBe(true);
    expect(drafts.map((d) => d.id)).toContain(g.id);
    const empty = await createGallery({ name: 'Empty for now' });
    expect(AdminGalleryListResponseSchema.parse((await staff.get('/api/admin/gallery?q=empty for')).json()).data[0]).toMatchObject({ cover: null, attachments: 0 });
    expect(empty.attachments).toEqual([]);
  });
});
