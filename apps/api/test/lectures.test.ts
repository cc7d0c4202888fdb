import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { insertLectures } from './media-fixtures.ts';

let t: TestContext;
let f: Awaited<ReturnType<typeof insertLectures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertLectures(t.database.db);
});
afterAll(() => t.close());

const titles = (body: { data: { lecture_list: { title: string }[] } }) => body.data.lecture_list.map((l) => l.title);

describe('getLectures/{categoryId}', () => {
  it('lists every published lecture for category 0, newest first, with the category list', async () => {
    const res = await t.app.inject('/api/getLectures/0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(['Surah Al-Asr: Time and Patience', 'Silence Before Dawn', 'The Heart That Remembers', 'Remembering 100% Sincerely']);
    expect(body.data.category_list).toEqual([
      { id: f.zikr.id, title: 'Zikr and Muraqba' },
      { id: f.tafsir.id, title: 'Tafsir' },
    ]);
    expect(body.data.lecture_list[0]).toEqual({
      id: f.asr.id,
      title: 'Surah Al-Asr: Time and Patience',
      thumbnail: '/uploads/lectures/asr.svg',
      release_date: '1 Mar 2026',
      category: { id: f.tafsir.id, title: 'Tafsir' },
    });
    expect(body.data.pagination).toEqual({ page: 1, per_page: 24, total: 4, last_page: 1 });
  });

  it('filters by category and searches titles without regard to case', async () => {
    expect(titles((await t.app.inject(`/api/getLectures/${f.tafsir.id}`)).json())).toEqual(['Surah Al-Asr: Time and Patience']);
    expect(titles((await t.app.inject('/api/getLectures/0?search=HEART')).json())).toEqual(['The Heart That Remembers']);
    expect(titles((await t.app.inject(`/api/getLectures/${f.tafsir.id}?search=heart`)).json())).toEqual([]);
    expect(titles((await t.app.inject('/api/getLectures/0?search=%20%20dawn%20')).json())).toEqual(['Silence Before Dawn']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(titles((await t.app.inject('/api/getLectures/0?search=100%25')).json())).toEqual(['Remembering 100% Sincerely']);
    expect(titles((await t.app.inject('/api/getLectures/0?search=%25')).json())).toEqual(['Remembering 100% Sincerely']);
    expect(titles((await t.app.inject('/api/getLectures/0?search=_')).json())).toEqual([]);
  });

  it('pages through a long archive', async () => {
    const body = (await t.app.inject('/api/getLectures/0?per_page=3&page=2')).json();
    expect(titles(body)).toEqual(['Remembering 100% Sincerely']);
    expect(body.data.pagination).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
  });

  it('answers an unknown category with an empty list, and bad input with a 422 or 404', async () => {
    expect(titles((await t.app.inject('/api/getLectures/999')).json())).toEqual([]);
    const long = await t.app.inject(`/api/getLectures/0?search=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['search']);
    expect((await t.app.inject('/api/getLectures/0?per_page=0')).statusCode).toBe(422);
    for (const id of ['-1', 'abc', '99999999999']) expect((await t.app.inject(`/api/getLectures/${id}`)).statusCode).toBe(404);
  });
});

describe('getAudioCategoriesWithAudioLectures', () => {
  it('gives every category with its published lectures', async () => {
    const res = await t.app.inject('/api/getAudioCategoriesWithAudioLectures');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.category_list as { title: string; lectures: { title: string }[] }[];
    expect(list.map((c) => [c.title, c.lectures.map((l) => l.title)])).toEqual([
      ['Zikr and Muraqba', ['Silence Before Dawn', 'The Heart That Remembers', 'Remembering 100% Sincerely']],
      ['Tafsir', ['Surah Al-Asr: Time and Patience']],
    ]);
  });
});

describe('getSpecificLecture/{id}', () => {
  it('gives the lecture with its recordings in order, sanitized HTML and related lectures of its category', async () => {
    const res = await t.app.inject(`/api/getSpecificLecture/${f.heart.id}`);
    expect(res.statusCode).toBe(200);
    const { lecture_detail, related_lectures } = res.json().data;
    expect(lecture_detail).toMatchObject({ id: f.heart.id, title: 'The Heart That Remembers', release_date: '10 Jan 2026', category: { title: 'Zikr and Muraqba' } });
    expect(lecture_detail.attachments.map((a: { title: string; audio_url: string }) => [a.title, a.audio_url])).toEqual([
      ['Part 1', '/uploads/lectures/heart-1.wav'],
      ['Part 2', '/uploads/lectures/heart-2.wav'],
    ]);
    expect(lecture_detail.description).toContain('<strong>zikr</strong>');
    expect(lecture_detail.description).not.toMatch(/script|javascript:/);
    expect(related_lectures.map((l: { title: string }) => l.title)).toEqual(['Silence Before Dawn', 'Remembering 100% Sincerely']);
  });

  it('answers 404 for an unknown, unpublished or malformed id', async () => {
    for (const id of [String(f.draft.id), '999', 'abc', '0', '1.5']) {
      const res = await t.app.inject(`/api/getSpecificLecture/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });
});
