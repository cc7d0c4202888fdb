import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBlogListResponseSchema, AdminBlogResponseSchema, type AdminBlog } from '@foundation/contract/admin/blogs';
import { fieldMessages as f } from '@foundation/contract/admin/kit';
import { BlogResponseSchema, BlogsResponseSchema } from '@foundation/contract/blogs';
import { messages } from '@foundation/contract/common';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { jpeg, signInStaff, staffClient, uploaded, type StaffClient } from './fixtures/back-office.ts';

/** Staff write blog posts in the back office; the site shows the published ones, as saved. */
let t: TestContext;
let staff: StaffClient;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = staffClient(t, await signInStaff(t));
  image = (await uploaded(staff, { filename: 'cover.jpg', type: 'image/jpeg', content: await jpeg(900, 500) })).url;
});
afterAll(() => t.close());

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Winter relief in Swat',
  author_name: 'Amina Siddiqui',
  image,
  description: '<h2>Blankets</h2><p>We delivered <strong>400</strong> blankets.</p>',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminBlog> {
  const res = await staff.post('/api/admin/blogs', post(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminBlogResponseSchema.parse(res.json()).data;
}

const publicList = async () => (await getOk(t, '/api/getBlogs', BlogsResponseSchema)).data.blog_list;

describe('blog posts in the back office', () => {
  it('saves a new post as a draft that the site does not show', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ title: 'Winter relief in Swat', author_name: 'Amina Siddiqui', image, published: false });
    expect(Date.now() - Date.parse(draft.published_at)).toBeLessThan(60_000);
    expect((await publicList()).map((b) => b.id)).not.toContain(draft.id);
    expect((await t.app.inject(`/api/getSpecificBlog/${draft.id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/admin/blogs/${draft.id}`)).json()).toEqual({ data: draft });
  });

  it('publishes, edits and unpublishes a post, and the site follows each change at once', async () => {
    const { id } = await create({ title: 'Clean water for Tharparkar' });
    const published = await staff.patch(`/api/admin/blogs/${id}`, { published: true, published_at: '2026-11-07' });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, published_at: '2026-11-07T00:00:00.000Z' });
    let detail = (await getOk(t, `/api/getSpecificBlog/${id}`, BlogResponseSchema)).data.blog_detail;
    expect(detail).toMatchObject({ title: 'Clean water for Tharparkar', published_date: '7 Nov 2026', author_name: 'Amina Siddiqui' });

    const edited = await staff.patch(`/api/admin/blogs/${id}`, { title: 'Clean water for Tharparkar: 12 wells' });
    expect(edited.json().data).toMatchObject({ title: 'Clean water for Tharparkar: 12 wells', published: true, author_name: 'Amina Siddiqui' });
    detail = (await getOk(t, `/api/getSpecificBlog/${id}`, BlogResponseSchema)).data.blog_detail;
    expect(detail.title).toBe('Clean water for Tharparkar: 12 wells');
    expect((await publicList()).find((b) => b.id === id)?.title).toBe('Clean water for Tharparkar: 12 wells');

    await staff.patch(`/api/admin/blogs/${id}`, { published: false });
    expect((await publicList()).map((b) => b.id)).not.toContain(id);
    expect((await t.app.inject(`/api/getSpecificBlog/${id}`)).statusCode).toBe(404);
  });

  it('stores rich text sanitized, so the page shows exactly what was saved and nothing that runs', async () => {
    const { id } = await create({
      published: true,
      description: '<h2 onclick="x()">Report</h2><ul><li>one</li></ul><a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a><script>alert(2)</script>',
    });
    const saved = (await staff.get(`/api/admin/blogs/${id}`)).json().data.description;
    expect(saved).toBe('<h2>Report</h2><ul><li>one</li></ul><a>bad</a><a href="https://example.org">good</a>');
    expect((await getOk(t, `/api/getSpecificBlog/${id}`, BlogResponseSchema)).data.blog_detail.description).toBe(saved);
  });

  it('deletes a post', async () => {
    const { id } = await create({ published: true });
    const res = await staff.del(`/api/admin/blogs/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await staff.get(`/api/admin/blogs/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/getSpecificBlog/${id}`)).statusCode).toBe(404);
    expect((await staff.del(`/api/admin/blogs/${id}`)).json()).toEqual({ message: messages.notFound });
  });

  it('refuses a post without its fields, each with the message shown under it', async () => {
    const empty = await staff.post('/api/admin/blogs', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: messages.invalidData,
      errors: {
        title: [f.required('Title')],
        author_name: [f.required('Author')],
        image: [f.required('Image')],
        description: [f.required('Text')],
      },
    });
    const bad = await staff.post(
      '/api/admin/blogs',
      post({ title: '   ', author_name: 'x'.repeat(101), image: 'javascript:alert(1)', description: '<p> </p>', published: 'yes', published_at: '7/11/2026' }),
    );
    expect(bad.json().errors).toEqual({
      title: [f.required('Title')],
      author_name: [f.tooLong('Author', 100)],
      image: [f.mediaFile('Image')],
      description: [f.required('Text')],
      published: [f.onOff('Published')],
      published_at: [f.date('Publication date')],
    });
    const patch = await staff.patch(`/api/admin/blogs/${(await create()).id}`, { image: 'https://evil.example/x.png', published_at: '2026-02-30' });
    expect(patch.statusCode).toBe(422);
    expect(patch.json().errors).toEqual({ image: [f.mediaFile('Image')], published_at: [f.date('Publication date')] });
  });

  it('lists posts with search, a published filter, sort and pages', async () => {
    for (const title of ['Zakat explained', 'Qurbani 2026', 'Orphan sponsorship']) await create({ title, published: title !== 'Qurbani 2026' });
    const search = AdminBlogListResponseSchema.parse((await staff.get('/api/admin/blogs?q=ZAKAT')).json());
    expect(search.data.map((b) => b.title)).toEqual(['Zakat explained']);
    expect(search.total).toBe(1);
    const drafts = AdminBlogListResponseSchema.parse((await staff.get('/api/admin/blogs?published=false&sort=title')).json());
    expect(drafts.data.every((b) => !b.published)).toBe(true);
    expect(drafts.data.map((b) => b.title)).toContain('Qurbani 2026');
    const sorted = AdminBlogListResponseSchema.parse((await staff.get('/api/admin/blogs?sort=-title&per_page=2')).json());
    expect(sorted.data.map((b) => b.title)).toEqual(['Zakat explained', 'Winter relief in Swat']);
    expect(sorted.per_page).toBe(2);
    const page2 = AdminBlogListResponseSchema.parse((await staff.get('/api/admin/blogs?sort=-title&per_page=2&page=2')).json());
    expect(page2.total).toBe(sorted.total);
    expect(page2.data.map((b) => b.id)).not.toContain(sorted.data[0]!.id);
    // A search is text, never a pattern.
    expect(AdminBlogListResponseSchema.parse((await staff.get('/api/admin/blogs?q=%25')).json()).total).toBe(0);
  });
});
