import { afterAll, beforeAll, expect, it } from 'vitest';
import { GalleriesResponseSchema } from '@foundation/contract/gallery';
import { galleries, galleryAttachments } from '../src/db/schema/index.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/getGalleryAttachmentWithGalleryName';

it('answers an empty array as the whole body', async () => {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
});

it('lists published galleries by position, each with its pictures by position', async () => {
  const db = t.database.db;
  const [camps, hidden, school, empty] = await db
    .insert(galleries)
    .values([
      { name: 'Medical camps', position: 2 },
      { name: 'Hidden', position: 0, published: false },
      { name: 'School opening', position: 1 },
      { name: 'Coming soon', position: 3 },
    ])
    .returning({ id: galleries.id });
  await db.insert(galleryAttachments).values([
    { galleryId: camps!.id, path: '/uploads/gallery/c2.jpg', caption: 'Second', position: 2 },
    { galleryId: camps!.id, path: '/uploads/gallery/c1.jpg', caption: 'First', position: 1 },
    { galleryId: hidden!.id, path: '/uploads/gallery/h.jpg', position: 0 },
    { galleryId: school!.id, path: '/uploads/gallery/s1.jpg', position: 0 },
  ]);

  expect(await getOk(t, url, GalleriesResponseSchema)).toEqual([
    {
      id: school!.id,
      name: 'School opening',
      attachments: [{ id: expect.any(Number), path: '/uploads/gallery/s1.jpg', caption: '' }],
    },
    {
      id: camps!.id,
      name: 'Medical camps',
      attachments: [
        { id: expect.any(Number), path: '/uploads/gallery/c1.jpg', caption: 'First' },
        { id: expect.any(Number), path: '/uploads/gallery/c2.jpg', caption: 'Second' },
      ],
    },
    { id: empty!.id, name: 'Coming soon', attachments: [] },
  ]);
});
