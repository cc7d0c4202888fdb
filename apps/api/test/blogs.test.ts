import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogResponseSchema, BlogsResponseSchema } from '@foundation/contract/blogs';
import { blogs } from '../src/db/schema/index.ts';
import { createTestApp, expectNotFound, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
let ids: { old: number; fresh: number; draft: number };

const hostile =
  '<p onclick="steal()">Hello <b>world</b></p><script>alert("x")</script><img src="/uploads/a.jpg" onerror="alert(1)">' +
  '<a href="javascript:alert(2)">link</a>';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers an empty list before anything is published', async () => {
  expect((await t.app.inject('/api/getBlogs')).json()).toEqual({ data: { blog_list: [] } });
});

async function insertPosts() {
  const rows = await t.database.db
    .insert(blogs)
    .values([
      {
        title: 'Older post',
        image: '/uploads/blogs/old.jpg',
        description: '<p>Older &amp; wiser</p>',
        authorName: 'Amina',
        publishedAt: new Date('2026-03-01T10:00:00Z'),
        createdAt: new Date('2026-02-27T08:00:00Z'),
      },
      {
        title: 'Newest post',
        image: '/uploads/blogs/new.jpg',
        description: hostile,
        authorName: 'Bilal',
        publishedAt: new Date('2026-11-07T09:30:00Z'),
        createdAt: new Date('2026-11-05T12:00:00Z'),
      },
      {
        title: 'Draft',
        image: '/uploads/blogs/draft.jpg',
        description: '<p>Not yet</p>',
        authorName: 'Chanda',
        publishedAt: new Date('2026-12-01T00:00:00Z'),
        published: false,
      },
    ])
    .returning({ id: blogs.id });
  ids = { old: rows[0]!.id, fresh: rows[1]!.id, draft: rows[2]!.id };
}

describe('GET getBlogs', () => {
  beforeAll(insertPosts);

  it('lists published posts newest first in the spec shape', async () => {
    const { blog_list } = (await getOk(t, '/api/getBlogs', BlogsResponseSchema)).data;
    expect(blog_list.map((b) => b.id)).toEqual([ids.fresh, ids.old]);
    expect(blog_list[1]).toEqual({
      id: ids.old,
      title: 'Older post',
      image: '/uploads/blogs/old.jpg',
      description: '<p>Older &amp; wiser</p>',
      excerpt: 'Older & wiser',
      author_name: 'Amina',
      published_date: '1 Mar 2026',
      created_at2: '27 Feb 2026',
    });
  });

  it('never serves script from a stored description, in the HTML or in the excerpt', async () => {
    const blog = (await getOk(t, '/api/getBlogs', BlogsResponseSchema)).data.blog_list[0]!;
    for (const text of [blog.description, blog.excerpt]) {
      expect(text).not.toMatch(/<script|alert|onerror|onclick|javascript:/i);
    }
    expect(blog.description).toContain('<b>world</b>');
    expect(blog.description).toContain('<img src="/uploads/a.jpg">');
    expect(blog.excerpt).toBe('Hello world link');
  });
});

describe('GET getSpecificBlog/:id', () => {
  it('returns one published post with display dates', async () => {
    const { blog_detail } = (await getOk(t, `/api/getSpecificBlog/${ids.fresh}`, BlogResponseSchema)).data;
    expect(blog_detail).toMatchObject({
      id: ids.fresh,
      title: 'Newest post',
      author_name: 'Bilal',
      published_date: '7 Nov 2026',
      created_at2: '5 Nov 2026',
    });
    expect(blog_detail.description).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('hides a draft and answers unknown or malformed ids with a JSON 404', async () => {
    await expectNotFound(t, '/api/getSpecificBlog/', [String(ids.draft)]);
    await expectNotFound(t, '/api/getSpecificBlog/');
  });
});
