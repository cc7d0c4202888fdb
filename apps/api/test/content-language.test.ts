import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBlogResponseSchema, type AdminBlog } from '@foundation/contract/admin/blogs';
import { AdminBookCategoryResponseSchema } from '@foundation/contract/admin/book-categories';
import { fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { translatableFields } from '@foundation/contract/admin/translations';
import { BlogResponseSchema, BlogsResponseSchema } from '@foundation/contract/blogs';
import { BooksResponseSchema } from '@foundation/contract/books';
import { CourseResponseSchema } from '@foundation/contract/courses';
import { SettingsResponseSchema } from '@foundation/contract/settings';
import { askedLocale } from '../src/lib/content-language.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { jpeg, signInStaff, staffClient, uploaded, type StaffClient } from './fixtures/back-office.ts';
import { createBook } from './fixtures/donations.ts';

/** Staff write the site's content in Urdu too, and the public API answers in the language asked. */
let t: TestContext;
let staff: StaffClient;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = staffClient(t, await signInStaff(t));
  image = (await uploaded(staff, { filename: 'cover.jpg', type: 'image/jpeg', content: await jpeg(900, 500) })).url;
});
afterAll(() => t.close());

const URDU_TITLE = 'سوات میں سردیوں کی امداد';
const URDU_TEXT = '<p>ہم نے <strong>400</strong> کمبل تقسیم کیے۔</p>';

async function createPost(overrides: Record<string, unknown> = {}): Promise<AdminBlog> {
  const res = await staff.post('/api/admin/blogs', {
    title: 'Winter relief in Swat',
    author_name: 'Amina Siddiqui',
    image,
    description: '<p>We delivered <strong>400</strong> blankets.</p>',
    published: true,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminBlogResponseSchema.parse(res.json()).data;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('translations in the back office', () => {
  it('names the translatable fields of each resource in one list', () => {
    expect(translatableFields.blogs).toEqual(['title', 'description']);
    expect(translatableFields['book-categories']).toEqual(['title']);
  });

  it('saves a post with its Urdu, reads it back, and records it in the audit log', async () => {
    const post = await createPost({ translations: { ur: { title: `  ${URDU_TITLE}  `, description: `${URDU_TEXT}<script>alert(1)</script>` } } });
    // Trimmed like the English; rich text sanitized like the English.
    expect(post.translations).toEqual({ ur: { title: URDU_TITLE, description: URDU_TEXT } });
    expect((await staff.get(`/api/admin/blogs/${post.id}`)).json()).toEqual({ data: post });
    const [audit] = (await t.app.db.select().from(auditLog)).filter((row) => row.entity === 'blogs' && row.entityId === String(post.id));
    expect(audit?.after).toMatchObject({ translations: { ur: { title: URDU_TITLE } } });
  });

  it('answers {} for a record without Urdu, and treats blank texts as no Urdu', async () => {
    const plain = await createPost();
    expect(plain.translations).toEqual({});
    const blank = await createPost({ translations: { ur: { title: '   ', description: '<p></p>' } } });
    expect(blank.translations).toEqual({});
  });

  it('a patch replaces the whole Urdu, and a patch without translations keeps it', async () => {
    const post = await createPost({ translations: { ur: { title: URDU_TITLE, description: URDU_TEXT } } });
    const kept = await staff.patch(`/api/admin/blogs/${post.id}`, { author_name: 'Bilal Ahmed' });
    expect(kept.json().data.translations).toEqual({ ur: { title: URDU_TITLE, description: URDU_TEXT } });
    const replaced = await staff.patch(`/api/admin/blogs/${post.id}`, { translations: { ur: { title: 'نیا عنوان' } } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.translations).toEqual({ ur: { title: 'نیا عنوان' } });
    const cleared = await staff.patch(`/api/admin/blogs/${post.id}`, { translations: {} });
    expect(cleared.json().data.translations).toEqual({});
  });

  it('refuses a bad translations payload with 422 and changes nothing', async () => {
    const post = await createPost({ translations: { ur: { title: URDU_TITLE } } });
    for (const [translations, field, message] of [
      ['اردو', 'translations', kitMessages.translations],
      [{ ur: 'اردو' }, 'translations.ur', kitMessages.translations],
      [{ ur: { title: 42 } }, 'translations.ur.title', f.text('Urdu title')],
      [{ ur: { title: 'ا'.repeat(201) } }, 'translations.ur.title', f.tooLong('Urdu title', 200)],
    ] as const) {
      const res = await staff.patch(`/api/admin/blogs/${post.id}`, { title: 'Changed', translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await staff.get(`/api/admin/blogs/${post.id}`)).json()).toEqual({ data: post });
  });

  it('saves and reads the Urdu of a book category', async () => {
    const created = await staff.post('/api/admin/book-categories', { title: 'Spirituality', translations: { ur: { title: 'روحانیت' } } });
    expect(created.statusCode, created.body).toBe(201);
    const category = AdminBookCategoryResponseSchema.parse(created.json()).data;
    expect(category.translations).toEqual({ ur: { title: 'روحانیت' } });
    expect((await staff.get(`/api/admin/book-categories/${category.id}`)).json().data.translations).toEqual({ ur: { title: 'روحانیت' } });
    const patched = await staff.patch(`/api/admin/book-categories/${category.id}`, { translations: { ur: { title: 'تصوف' } } });
    expect(patched.json().data).toMatchObject({ title: 'Spirituality', translations: { ur: { title: 'تصوف' } } });
  });

  it('keeps the Urdu address with the settings', async () => {
    const res = await staff.patch('/api/admin/settings', { company_address: '12 Mall Road, Lahore', translations: { ur: { company_address: '12 مال روڈ، لاہور' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ company_address: '12 Mall Road, Lahore', translations: { ur: { company_address: '12 مال روڈ، لاہور' } } });
    expect((await staff.get('/api/admin/settings')).json().data.translations).toEqual({ ur: { company_address: '12 مال روڈ، لاہور' } });
  });
});

describe('the public API in the language asked', () => {
  it('answers Urdu for Accept-Language ur and ?lang=ur, English otherwise, in the same shape', async () => {
    const urdu = await createPost({ title: 'Clean water for Tharparkar', translations: { ur: { title: 'تھرپارکر کے لیے صاف پانی', description: URDU_TEXT } } });
    const english = await createPost({ title: 'Schools in Swat' });

    const detail = async (id: number, headers: Record<string, string> = {}, query = '') => {
      const res = await get(`/api/getSpecificBlog/${id}${query}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      return BlogResponseSchema.strict().parse(res.json()).data.blog_detail;
    };
    const inEnglish = await detail(urdu.id);
    expect(inEnglish).toMatchObject({ title: 'Clean water for Tharparkar', description: '<p>We delivered <strong>400</strong> blankets.</p>' });
    for (const asked of [{ headers: { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' } }, { query: '?lang=ur' }]) {
      const inUrdu = await detail(urdu.id, asked.headers, asked.query);
      expect(inUrdu).toEqual({ ...inEnglish, title: 'تھرپارکر کے لیے صاف پانی', description: URDU_TEXT, excerpt: 'ہم نے 400 کمبل تقسیم کیے۔' });
      // A field or a record without Urdu stays English.
      expect(await detail(english.id, asked.headers, asked.query)).toEqual(await detail(english.id));
    }
    expect((await detail(urdu.id, { 'accept-language': 'en-GB,ur;q=0.5' })).title).toBe('Clean water for Tharparkar');
    expect((await detail(urdu.id, { 'accept-language': 'ur' }, '?lang=en')).title).toBe('Clean water for Tharparkar');

    const list = async (headers: Record<string, string>) => BlogsResponseSchema.parse((await get('/api/getBlogs', headers)).json()).data.blog_list;
    expect((await list({ 'accept-language': 'ur' })).find((b) => b.id === urdu.id)?.title).toBe('تھرپارکر کے لیے صاف پانی');
    expect((await list({})).find((b) => b.id === urdu.id)?.title).toBe('Clean water for Tharparkar');
  });

  it('shows a book category in Urdu from the cached catalogue, and English to the next reader', async () => {
    const book = await createBook(t.app.db, { title: 'The Light of the Heart' });
    await staff.patch(`/api/admin/books/${book.id}`, { published: true, translations: { ur: { title: 'دل کی روشنی' } } });
    await staff.patch(`/api/admin/book-categories/${book.categoryId}`, { translations: { ur: { title: 'روحانیت' } } });
    const page = async (headers: Record<string, string>) => BooksResponseSchema.parse((await get('/api/getBooks', headers)).json()).data;
    const ur = await page({ 'accept-language': 'ur' });
    expect(ur.book_list.find((b) => b.id === book.id)).toMatchObject({ title: 'دل کی روشنی', category: { title: 'روحانیت' } });
    expect(ur.category_list.find((c) => c.id === book.categoryId)?.title).toBe('روحانیت');
    const en = await page({});
    expect(en.book_list.find((b) => b.id === book.id)).toMatchObject({ title: 'The Light of the Heart', category: { title: 'Spirituality' } });
    expect(en.category_list.find((c) => c.id === book.categoryId)?.title).toBe('Spirituality');
    // An Urdu reader finds the book by its Urdu title.
    const found = BooksResponseSchema.parse((await get(`/api/getBooks?search=${encodeURIComponent('روشنی')}&lang=ur`)).json()).data;
    expect(found.book_list.map((b) => b.id)).toContain(book.id);
  });

  it('shows a course, its type and its lessons in Urdu, each field that has Urdu', async () => {
    const type = await staff.post('/api/admin/course-types', { title: 'Skills', translations: { ur: { title: 'ہنر' } } });
    expect(type.statusCode, type.body).toBe(201);
    const created = await staff.post('/api/admin/courses', {
      title: 'Tailoring for beginners',
      image,
      type_id: type.json().data.id,
      description: '<p>Cutting and stitching.</p>',
      duration_hours: 1,
      class_duration: '2 hours',
      level: 'Beginner',
      language: 'Urdu',
      certificate: 'Yes',
      published: true,
      lessons: [
        { title: 'Measuring', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '18:25', translations: { ur: { title: 'ناپ لینا' } } },
        { title: 'Cutting', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '12:05' },
      ],
      translations: { ur: { title: 'سلائی کا ابتدائی کورس', level: 'ابتدائی' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json().data;
    expect(course.lessons.map((l: { translations: object }) => l.translations)).toEqual([{ ur: { title: 'ناپ لینا' } }, {}]);
    const read = async (headers: Record<string, string>) =>
      CourseResponseSchema.parse((await get(`/api/getSpecificCourse/${course.id}`, headers)).json()).course;
    const ur = await read({ 'accept-language': 'ur' });
    expect(ur).toMatchObject({
      title: 'سلائی کا ابتدائی کورس',
      level: 'ابتدائی',
      language: 'Urdu',
      type: { title: 'ہنر' },
      total_course_duration: '1 گھنٹہ',
      videos2: [{ title: 'ناپ لینا' }, { title: 'Cutting' }],
    });
    const en = await read({});
    expect(en).toMatchObject({ title: 'Tailoring for beginners', level: 'Beginner', type: { title: 'Skills' }, total_course_duration: '1 hour' });
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());

    // A row sent back without its Urdu keeps it; a row that sends its Urdu replaces it.
    const [measuring, cutting] = course.lessons as { id: number; title: string; video_url: string; duration: string }[];
    const saved = await staff.patch(`/api/admin/courses/${course.id}`, {
      lessons: [
        { id: measuring!.id, title: 'Measuring', video_url: measuring!.video_url, duration: measuring!.duration },
        { id: cutting!.id, title: 'Cutting', video_url: cutting!.video_url, duration: cutting!.duration, translations: { ur: { title: 'کٹائی' } } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.lessons.map((l: { translations: object }) => l.translations)).toEqual([{ ur: { title: 'ناپ لینا' } }, { ur: { title: 'کٹائی' } }]);
  });

  it('answers the settings address and the foundation’s name in Urdu', async () => {
    await staff.patch('/api/admin/settings', {
      company_name: 'The Foundation Trust',
      company_address: '12 Mall Road, Lahore',
      translations: { ur: { company_name: 'دی فاؤنڈیشن ٹرسٹ', company_address: '12 مال روڈ، لاہور' } },
    });
    const read = async (headers: Record<string, string>) => SettingsResponseSchema.parse((await get('/api/settings', headers)).json()).data;
    expect((await read({ 'accept-language': 'ur' })).company_address).toBe('12 مال روڈ، لاہور');
    expect((await read({ 'accept-language': 'ur' })).company_name).toBe('دی فاؤنڈیشن ٹرسٹ');
    expect((await read({})).company_address).toBe('12 Mall Road, Lahore');
    expect((await read({})).company_name).toBe('The Foundation Trust');
    expect(Object.keys(await read({ 'accept-language': 'ur' }))).toEqual(Object.keys(await read({})));
  });

  it('reads the language from ?lang first, then the first preference of Accept-Language', () => {
    const asked = (url: string, header?: string) => askedLocale({ url, headers: header === undefined ? {} : { 'accept-language': header } });
    expect(asked('/api/getBlogs')).toBe('en');
    expect(asked('/api/getBlogs', 'ur')).toBe('ur');
    expect(asked('/api/getBlogs', 'UR-pk')).toBe('ur');
    expect(asked('/api/getBlogs', 'en;q=0.8, ur')).toBe('ur');
    expect(asked('/api/getBlogs', 'en, ur;q=0.9')).toBe('en');
    expect(asked('/api/getBlogs', 'urd')).toBe('en');
    expect(asked('/api/getBlogs?lang=ur', 'en')).toBe('ur');
    expect(asked('/api/getBlogs?lang=en', 'ur')).toBe('en');
    expect(asked('/api/getBlogs?lang=fr', 'ur')).toBe('ur');
  });
});
