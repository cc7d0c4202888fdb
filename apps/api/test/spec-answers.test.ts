import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * The spec's read API (point 7) answers byte for byte what it answered when this file's record was
 * made, on the demo content: a refactoring of the house may move every file, never a field of an
 * answer existing clients read. A change that means to alter an answer records it again with
 * `UPDATE_SPEC_ANSWERS=1` and shows the difference in its commit.
 *
 * Only what differs between two seeds is masked: the media library's random file names (each
 * replaced by its order of first appearance, so which picture goes where is still compared), the
 * moments rows were written, and dates counted from the day the demo was seeded.
 */
const record = new URL('./fixtures/spec-answers.json', import.meta.url);

const paths = async (t: TestContext): Promise<string[]> => {
  const ids = async (url: string, pick: (body: never) => { id: number }[]) => pick((await t.app.inject(url)).json() as never).map((r) => r.id);
  const [course] = await ids('/api/getCourses', (b: { courses: { id: number }[] }) => b.courses);
  const [book] = await ids('/api/getBooks', (b: { data: { book_list: { id: number }[] } }) => b.data.book_list);
  const [campaign] = await ids('/api/getCampaigns', (b: { data: { campaign_list: { id: number }[] } }) => b.data.campaign_list);
  const [blog] = await ids('/api/getBlogs', (b: { data: { blog_list: { id: number }[] } }) => b.data.blog_list);
  const [news] = await ids('/api/getNewsEvents', (b: { data: { news_events: { id: number }[] } }) => b.data.news_events);
  const categories = await ids('/api/getAudioCategoriesWithAudioLectures', (b: { data: { category_list: { id: number }[] } }) => b.data.category_list);
  const lectures = (await t.app.inject(`/api/getLectures/${categories[0]}`)).json() as { data: { lecture_list: { id: number }[] } };
  return [
    '/api/settings',
    '/api/getCountries',
    '/api/getLastestCourses',
    '/api/getCourses',
    `/api/getSpecificCourse/${course}`,
    '/api/getNewsEvents',
    `/api/getSpecificNewsEvent/${news}`,
    '/api/getLocations',
    '/api/getAudioCategoriesWithAudioLectures',
    ...categories.map((id) => `/api/getLectures/${id}`),
    `/api/getLectures/${categories[0]}?search=a`,
    `/api/getSpecificLecture/${lectures.data.lecture_list[0]!.id}`,
    '/api/getPlaylists/0',
    // Not /api/audio-source: it plays a recording chosen at random, by design.
    '/api/getLastestBooks',
    '/api/getBooks',
    '/api/getBooks?search=the&filter_category=0',
    `/api/getSpecificBook/${book}`,
    '/api/getCampaigns',
    `/api/getSpecificCampaign/${campaign}`,
    '/api/getBlogs',
    `/api/getSpecificBlog/${blog}`,
    '/api/getGalleryAttachmentWithGalleryName',
    '/api/welfareCategories',
  ];
};

/** Masks what two seeds of the same demo cannot share; everything else is compared as sent. */
function masked(answers: Record<string, string>): Record<string, string> {
  const names = new Map<string, string>();
  const out: Record<string, string> = {};
  for (const [path, body] of Object.entries(answers)) {
    out[path] = body
      .replace(/\/media\/\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (name) => {
        if (!names.has(name)) names.set(name, `/media/<file ${names.size + 1}>`);
        return names.get(name)!;
      })
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g, '<moment>')
      .replace(/"(published_date|created_at2|new_event_date|date|month|year)":"[^"]*"/g, '"$1":"<day>"');
  }
  return out;
}

describe('the spec read API answers as recorded', () => {
  let t: TestContext;
  let answers: Record<string, string>;
  /** Each read asked again: answered from memory (plugins/public-reads.ts), and then with its ETag. */
  let again: Record<string, { first: string; body: string; etag: unknown; sameEtag: unknown; held: number }>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { PUBLIC_READS_KEPT_MS: '60000' } });
    answers = {};
    again = {};
    for (const path of await paths(t)) {
      const res = await t.app.inject(path);
      answers[path] = `${res.statusCode} ${res.headers['content-type']}\n${res.body}`;
      const kept = await t.app.inject(path);
      const held = await t.app.inject({ url: path, headers: { 'if-none-match': String(kept.headers.etag) } });
      again[path] = { first: answers[path], body: `${kept.statusCode} ${kept.headers['content-type']}\n${kept.body}`, etag: res.headers.etag, sameEtag: kept.headers.etag, held: held.statusCode };
    }
    answers = masked(answers);
  }, 300_000);
  afterAll(() => t?.close());

  it('gives every read of spec point 7 the answer recorded for the demo content', () => {
    if (process.env.UPDATE_SPEC_ANSWERS === '1') writeFileSync(record, `${JSON.stringify(answers, null, 1)}\n`);
    expect(existsSync(record), 'no record yet: run once with UPDATE_SPEC_ANSWERS=1').toBe(true);
    const recorded = JSON.parse(readFileSync(record, 'utf8')) as Record<string, string>;
    // Compared path by path, so a failure names the read that changed.
    expect(Object.keys(answers)).toEqual(Object.keys(recorded));
    for (const path of Object.keys(recorded)) expect({ path, answer: answers[path] }).toEqual({ path, answer: recorded[path] });
  });

  it('sends each read again from memory byte for byte, under a strong ETag, and 304 to a reader who holds it', () => {
    // The playlists come from YouTube through their own service's memory, never kept here.
    for (const [path, answer] of Object.entries(again).filter(([path]) => !path.startsWith('/api/getPlaylists/'))) {
      expect({ path, answer: answer.body }).toEqual({ path, answer: answer.first });
      expect({ path, etag: answer.etag }).toEqual({ path, etag: expect.stringMatching(/^"[\w-]{27}"$/) });
      expect({ path, etag: answer.sameEtag, held: answer.held }).toEqual({ path, etag: answer.etag, held: 304 });
    }
  });
});
