import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { AdminLectureCategoryListResponseSchema, AdminLectureCategoryResponseSchema, lectureCategoryMessages } from '@foundation/contract/admin/lecture-categories';
import { AdminLectureListResponseSchema, AdminLectureResponseSchema, type AdminLecture } from '@foundation/contract/admin/lectures';
import { messages } from '@foundation/contract/common';
import { AudioCategoriesResponseSchema, LectureResponseSchema, LecturesResponseSchema } from '@foundation/contract/lectures';
import { lectureAttachments, lectures } from '../src/db/schema/index.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { jpeg, pdfBytes, signInStaff, staffClient, uploaded, wav, type StaffClient } from './fixtures/back-office.ts';

/** Staff keep the media page's lectures: categories, and lectures with their recordings in order. */
let t: TestContext;
let staff: StaffClient;
let thumbnail: string;
let partOne: string;
let partTwo: string;
let pdf: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = staffClient(t, await signInStaff(t));
  thumbnail = (await uploaded(staff, { filename: 'dars.jpg', type: 'image/jpeg', content: await jpeg(800, 450) })).url;
  partOne = (await uploaded(staff, { filename: 'Dars part 1.wav', type: 'audio/wav', content: wav(4000) })).url;
  partTwo = (await uploaded(staff, { filename: 'Dars part 2.wav', type: 'audio/wav', content: wav(2000) })).url;
  pdf = (await uploaded(staff, { filename: 'Notes.pdf', type: 'application/pdf', content: pdfBytes })).url;
});
afterAll(() => t.close());

async function category(title: string) {
  const res = await staff.post('/api/admin/lecture-categories', { title });
  expect(res.statusCode, res.body).toBe(201);
  return AdminLectureCategoryResponseSchema.parse(res.json()).data;
}

const lectureBody = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  title: 'The Heart That Remembers',
  thumbnail,
  release_date: '2026-11-07',
  description: '<h2 onclick="x()">Zikr</h2><p>On <strong>remembrance</strong>.</p><script>alert(1)</script>',
  attachments: [
    { title: 'Part 1', audio_url: partOne },
    { title: 'Part 2', audio_url: partTwo },
  ],
  ...overrides,
});

async function lecture(categoryId: number, overrides: Record<string, unknown> = {}): Promise<AdminLecture> {
  const res = await staff.post('/api/admin/lectures', lectureBody(categoryId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminLectureResponseSchema.parse(res.json()).data;
}

const archive = async (query = '') => (await getOk(t, `/api/getLectures/0${query}`, LecturesResponseSchema)).data;
const detail = async (id: number) => (await getOk(t, `/api/getSpecificLecture/${id}`, LectureResponseSchema)).data.lecture_detail;
const byCategory = async () => (await getOk(t, '/api/getAudioCategoriesWithAudioLectures', AudioCategoriesResponseSchema)).data.category_list;

describe('lecture categories', () => {
  it('creates and renames a category, and the media page shows it at once', async () => {
    const tafsir = await category('Tafsir');
    expect(tafsir).toMatchObject({ title: 'Tafsir', lectures: 0 });
    expect((await archive()).category_list).toContainEqual({ id: tafsir.id, title: 'Tafsir' });
    const renamed = await staff.patch(`/api/admin/lecture-categories/${tafsir.id}`, { title: 'Tafsir of the Quran' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: tafsir.id, title: 'Tafsir of the Quran' });
    expect((await archive()).category_list).toContainEqual({ id: tafsir.id, title: 'Tafsir of the Quran' });
    expect((await byCategory()).find((c) => c.id === tafsir.id)).toEqual({ id: tafsir.id, title: 'Tafsir of the Quran', lectures: [] });
  });

  it('refuses to delete a category lectures still use (drafts too), saying why, and deletes it once they are gone', async () => {
    const zikr = await category('Zikr');
    const a = await lecture(zikr.id, { title: 'Morning zikr' });
    const b = await lecture(zikr.id, { title: 'Evening zikr', published: true });
    const listed = AdminLectureCategoryListResponseSchema.parse((await staff.get('/api/admin/lecture-categories?q=ZIKR')).json());
    expect(listed.data).toMatchObject([{ id: zikr.id, title: 'Zikr', lectures: 2 }]);

    const refused = await staff.del(`/api/admin/lecture-categories/${zikr.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: lectureCategoryMessages.inUse(2) });
    expect(lectureCategoryMessages.inUse(2)).toBe('This category is used by 2 lectures. Move them to another category or delete them first.');

    expect((await staff.del(`/api/admin/lectures/${a.id}`)).statusCode).toBe(204);
    expect((await staff.del(`/api/admin/lecture-categories/${zikr.id}`)).json()).toEqual({ message: lectureCategoryMessages.inUse(1) });
    expect(lectureCategoryMessages.inUse(1)).toBe('This category is used by 1 lecture. Move it to another category or delete it first.');
    expect((await staff.del(`/api/admin/lectures/${b.id}`)).statusCode).toBe(204);
    expect((await staff.del(`/api/admin/lecture-categories/${zikr.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/admin/lecture-categories/${zikr.id}`)).statusCode).toBe(404);
    expect((await archive()).category_list.map((c) => c.title)).not.toContain('Zikr');
  });

  it('refuses a blank or overlong title', async () => {
    expect((await staff.post('/api/admin/lecture-categories', { title: ' ' })).json()).toEqual({ message: messages.invalidData, errors: { title: [f.required('Title')] } });
    expect((await staff.post('/api/admin/lecture-categories', { title: 'x'.repeat(101) })).json().errors).toEqual({ title: [f.tooLong('Title', 100)] });
  });

  it('lists categories by title or by how many lectures they hold', async () => {
    const [few, many] = [await category('Counted: few'), await category('Counted: many')];
    await lecture(many.id);
    await lecture(many.id);
    await lecture(few.id);
    const byTitle = AdminLectureCategoryListResponseSchema.parse((await staff.get('/api/admin/lecture-categories?q=counted')).json());
    expect(byTitle.data.map((c) => [c.title, c.lectures])).toEqual([['Counted: few', 1], ['Counted: many', 2]]);
    const byCount = AdminLectureCategoryListResponseSchema.parse((await staff.get('/api/admin/lecture-categories?q=counted&sort=-lectures')).json());
    expect(byCount.data.map((c) => c.title)).toEqual(['Counted: many', 'Counted: few']);
  });
});

describe('lectures', () => {
  it('keeps a new lecture as a draft, publishes it with its recordings in order, and unpublishes it', async () => {
    const shelf = await category('Seerah');
    const draft = await lecture(shelf.id);
    expect(draft).toMatchObject({ title: 'The Heart That Remembers', category_id: shelf.id, category_title: 'Seerah', thumbnail, release_date: '2026-11-07', published: false });
    expect(draft.description).toBe('<h2>Zikr</h2><p>On <strong>remembrance</strong>.</p>');
    expect(draft.attachments.map((a) => [a.title, a.audio_url])).toEqual([['Part 1', partOne], ['Part 2', partTwo]]);
    expect((await staff.get(`/api/admin/lectures/${draft.id}`)).json()).toEqual({ data: draft });
    expect((await archive()).lecture_list.map((l) => l.id)).not.toContain(draft.id);
    expect((await byCategory()).find((c) => c.id === shelf.id)?.lectures).toEqual([]);
    expect((await t.app.inject(`/api/getSpecificLecture/${draft.id}`)).statusCode).toBe(404);

    const published = await staff.patch(`/api/admin/lectures/${draft.id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    const shown = await detail(draft.id);
    expect(shown).toEqual({
      id: draft.id,
      title: 'The Heart That Remembers',
      thumbnail,
      release_date: '7 Nov 2026',
      category: { id: shelf.id, title: 'Seerah' },
      description: draft.description,
      attachments: draft.attachments.map(({ translations: _, ...a }) => a),
    });
    expect((await archive(`?search=heart%20that`)).lecture_list.map((l) => l.id)).toContain(draft.id);
    expect((await byCategory()).find((c) => c.id === shelf.id)?.lectures.map((l) => l.id)).toEqual([draft.id]);

    await staff.patch(`/api/admin/lectures/${draft.id}`, { published: false });
    expect((await t.app.inject(`/api/getSpecificLecture/${draft.id}`)).statusCode).toBe(404);
    expect((await archive()).lecture_list.map((l) => l.id)).not.toContain(draft.id);
  });

  it('serves a recording from the media library with ranges, so the page can play and seek it', async () => {
    const shown = await detail((await lecture((await category('Fiqh')).id, { published: true })).id);
    const url = shown.attachments[0]!.audio_url;
    const whole = await t.app.inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(wav(4000))).toBe(true);
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${wav(4000).length}`);
    expect(part.body).toBe('RIFF');
  });

  it('saves the recordings as sent: reordered, renamed, one added and one removed, keeping the ids that stay', async () => {
    const l = await lecture((await category('Hadith')).id, {
      published: true,
      attachments: [
        { title: 'A', audio_url: partOne },
        { title: 'B', audio_url: partTwo },
        { title: 'C', audio_url: partOne },
      ],
    });
    const [a, b, c] = l.attachments;
    const res = await staff.patch(`/api/admin/lectures/${l.id}`, {
      attachments: [{ id: c!.id, title: 'C first', audio_url: partTwo }, { title: 'D new', audio_url: partOne }, { id: a!.id, title: 'A', audio_url: partOne }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminLectureResponseSchema.parse(res.json()).data;
    expect(saved.attachments.map((x) => [x.title, x.audio_url])).toEqual([['C first', partTwo], ['D new', partOne], ['A', partOne]]);
    expect(saved.attachments[0]!.id).toBe(c!.id);
    expect(saved.attachments[2]!.id).toBe(a!.id);
    expect(saved.attachments.map((x) => x.id)).not.toContain(b!.id);
    expect(saved.title).toBe(l.title);
    // The page shows each recording as saved, without the Urdu the back office edits beside it.
    expect((await detail(l.id)).attachments).toEqual(saved.attachments.map(({ translations: _, ...a }) => a));
    const positions = await t.database.db.select({ position: lectureAttachments.position }).from(lectureAttachments).where(eq(lectureAttachments.lectureId, l.id));
    expect(positions.map((p) => p.position).sort()).toEqual([0, 1, 2]);

    const listed = AdminLectureListResponseSchema.parse((await staff.get(`/api/admin/lectures?category_id=${l.category_id}`)).json());
    expect(listed.data).toMatchObject([{ id: l.id, attachments: 3 }]);
    const none = await staff.patch(`/api/admin/lectures/${l.id}`, { attachments: [] });
    expect(none.json().data.attachments).toEqual([]);
    expect((await detail(l.id)).attachments).toEqual([]);
  });

  it('edits a lecture sent back whole as a form does: another category, a new date and text', async () => {
    const [a, b] = [await category('Aqeedah'), await category('Akhlaq')];
    const created = await lecture(a.id, { published: true });
    const { id, created_at: _c, updated_at: _u, category_title: _t, ...form } = created;
    const res = await staff.patch(`/api/admin/lectures/${id}`, { ...form, category_id: String(b.id), release_date: '2026-01-31', description: '<p>Good character.</p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ category_id: b.id, category_title: 'Akhlaq', release_date: '2026-01-31', attachments: created.attachments });
    const shown = await detail(id);
    expect(shown).toMatchObject({ release_date: '31 Jan 2026', category: { id: b.id, title: 'Akhlaq' }, description: '<p>Good character.</p>' });
  });

  it('keeps a recording stored before the media library when the form sends it back, but takes no new one from outside it', async () => {
    const shelf = await category('Archive');
    const [old] = await t.database.db
      .insert(lectures)
      .values({ categoryId: shelf.id, title: 'An old recording', thumbnail: '/uploads/lectures/old.svg', releaseDate: '2019-05-01', description: '' })
      .returning();
    const [kept] = await t.database.db.insert(lectureAttachments).values({ lectureId: old!.id, title: 'Whole', audioUrl: '/uploads/lectures/old.wav' }).returning();
    const form = (await staff.get(`/api/admin/lectures/${old!.id}`)).json().data as AdminLecture;
    const res = await staff.patch(`/api/admin/lectures/${old!.id}`, { title: 'An old recording, restored', attachments: [...form.attachments, { title: 'New part', audio_url: partTwo }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attachments).toEqual([{ id: kept!.id, title: 'Whole', audio_url: '/uploads/lectures/old.wav', translations: {} }, expect.objectContaining({ title: 'New part', audio_url: partTwo })]);

    const other = await staff.post('/api/admin/lectures', lectureBody(shelf.id, { attachments: [{ title: 'Borrowed', audio_url: '/uploads/lectures/old.wav' }] }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ 'attachments.0.audio_url': [f.mediaKind('Audio', 'audio')] });
  });

  it('names each bad field with the message shown under it, recordings by their dotted path, and saves nothing of a refused body', async () => {
    const shelf = await category('Tasawwuf');
    const empty = await staff.post('/api/admin/lectures', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: messages.invalidData,
      errors: {
        category_id: [f.choose('Category')],
        title: [f.required('Title')],
        thumbnail: [f.required('Thumbnail')],
        release_date: [f.date('Release date')],
      },
    });
    const bad = await staff.post(
      '/api/admin/lectures',
      lectureBody(shelf.id, {
        category_id: 'abc',
        title: 'x'.repeat(201),
        thumbnail: 'javascript:alert(1)',
        release_date: '7/11/2026',
        published: 'yes',
        attachments: [{ title: ' ', audio_url: '' }, { title: 'Part 2', audio_url: 'https://elsewhere.example/a.mp3' }],
      }),
    );
    expect(bad.json().errors).toEqual({
      category_id: [f.choose('Category')],
      title: [f.tooLong('Title', 200)],
      thumbnail: [f.mediaFile('Thumbnail')],
      release_date: [f.date('Release date')],
      published: [f.onOff('Published')],
      'attachments.0.title': [f.required('Recording title')],
      'attachments.0.audio_url': [f.required('Audio')],
      'attachments.1.audio_url': [f.mediaFile('Audio')],
    });
    expect((await staff.post('/api/admin/lectures', lectureBody(shelf.id, { release_date: '2026-02-30' }))).json().errors).toEqual({ release_date: [f.date('Release date')] });
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ title: `Part ${i}`, audio_url: partOne }));
    expect((await staff.post('/api/admin/lectures', lectureBody(shelf.id, { attachments: tooMany }))).json().errors).toEqual({ attachments: [f.tooMany('Recordings', 50)] });

    // Checked against the database: a category that exists, and audio (not a PDF, an image or a file never uploaded).
    const unknown = await staff.post(
      '/api/admin/lectures',
      lectureBody(424242, { attachments: [{ title: 'PDF', audio_url: pdf }, { title: 'Fine', audio_url: partOne }, { title: 'Image', audio_url: thumbnail }, { title: 'Gone', audio_url: '/uploads/media/none.mp3' }] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      category_id: [f.missing('Category')],
      'attachments.0.audio_url': [f.mediaKind('Audio', 'audio')],
      'attachments.2.audio_url': [f.mediaKind('Audio', 'audio')],
      'attachments.3.audio_url': [f.mediaKind('Audio', 'audio')],
    });

    const created = await lecture(shelf.id);
    const patch = await staff.patch(`/api/admin/lectures/${created.id}`, { title: 'Changed', category_id: 99999, attachments: [{ id: created.attachments[0]!.id, title: 'ok', audio_url: pdf }] });
    expect(patch.json().errors).toEqual({ category_id: [f.missing('Category')], 'attachments.0.audio_url': [f.mediaKind('Audio', 'audio')] });
    const other = await lecture(shelf.id);
    const stolen = await staff.patch(`/api/admin/lectures/${created.id}`, { title: 'Changed', attachments: [{ id: other.attachments[0]!.id, title: 'mine now', audio_url: partOne }] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ 'attachments.0.id': [kitMessages.childNotOwned] });
    // The title was in the same bodies: nothing of either was kept.
    expect((await staff.get(`/api/admin/lectures/${created.id}`)).json().data).toEqual(created);
    expect((await staff.get(`/api/admin/lectures/${other.id}`)).json().data.attachments).toEqual(other.attachments);
  });

  it('lists lectures newest release first, by search, category, published state and sort', async () => {
    const shelf = await category('Ramadan talks');
    await lecture(shelf.id, { title: 'Night of Power', release_date: '2026-03-20', published: true });
    await lecture(shelf.id, { title: 'First fast', release_date: '2026-02-19' });
    await lecture(shelf.id, { title: 'Eid khutbah', release_date: '2026-03-30', published: true });
    const newest = AdminLectureListResponseSchema.parse((await staff.get(`/api/admin/lectures?category_id=${shelf.id}`)).json());
    expect(newest.data.map((l) => [l.title, l.release_date])).toEqual([['Eid khutbah', '2026-03-30'], ['Night of Power', '2026-03-20'], ['First fast', '2026-02-19']]);
    expect(newest.data[0]).toMatchObject({ category_title: 'Ramadan talks', thumbnail, attachments: 2, published: true });
    const drafts = AdminLectureListResponseSchema.parse((await staff.get(`/api/admin/lectures?category_id=${shelf.id}&published=false`)).json());
    expect(drafts.data.map((l) => l.title)).toEqual(['First fast']);
    const byTitle = AdminLectureListResponseSchema.parse((await staff.get(`/api/admin/lectures?category_id=${shelf.id}&sort=title`)).json());
    expect(byTitle.data.map((l) => l.title)).toEqual(['Eid khutbah', 'First fast', 'Night of Power']);
    const found = AdminLectureListResponseSchema.parse((await staff.get('/api/admin/lectures?q=POWER')).json());
    expect(found).toMatchObject({ total: 1, data: [{ title: 'Night of Power' }] });
    const refused = await staff.get('/api/admin/lectures?sort=price&category_id=x');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['category_id', 'sort']);
  });

  it('deletes a lecture with its recordings, and the page no longer finds it', async () => {
    const { id } = await lecture((await category('Dua')).id, { published: true });
    const res = await staff.del(`/api/admin/lectures/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await staff.get(`/api/admin/lectures/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/getSpecificLecture/${id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(lectureAttachments).where(eq(lectureAttachments.lectureId, id))).toEqual([]);
    expect((await staff.del(`/api/admin/lectures/${id}`)).json()).toEqual({ message: messages.notFound });
  });
});
