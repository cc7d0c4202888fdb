import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCourseTypeListResponseSchema, AdminCourseTypeResponseSchema, courseTypeMessages, type AdminCourseType } from '@foundation/contract/admin/course-types';
import { AdminCourseListResponseSchema, AdminCourseResponseSchema, courseMessages, type AdminCourse } from '@foundation/contract/admin/courses';
import { fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { messages } from '@foundation/contract/common';
import { CourseResponseSchema, CoursesResponseSchema } from '@foundation/contract/courses';
import { MyCourseDetailResponseSchema } from '@foundation/contract/enrolments';
import { learnerMessages } from '@foundation/contract/learners';
import { courses, lessons } from '../src/db/schema/index.ts';
import { getOk, type TestContext } from './helpers.ts';
import { jpeg, uploaded, withStaffApp, type StaffClient } from './fixtures/back-office.ts';
import { bearer, enrolment, registerLearner, registration } from './learner-fixtures.ts';

/** Staff keep the courses of /education: their types, and each course with its ordered lessons. */
let t: TestContext;
let staff: StaffClient;
let image: string;

withStaffApp((app, client) => {
  t = app;
  staff = client;
});

beforeAll(async () => {
  image = (await uploaded(staff, { filename: 'course.jpg', type: 'image/jpeg', content: await jpeg(800, 500) })).url;
});

async function courseType(title: string): Promise<AdminCourseType> {
  const res = await staff.post('/api/admin/course-types', { title });
  expect(res.statusCode, res.body).toBe(201);
  return AdminCourseTypeResponseSchema.parse(res.json()).data;
}

const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const lesson = (title: string, over: Record<string, unknown> = {}) => ({ title, video_url: video(`vid-${title.replace(/\W/g, '')}00`), duration: '18:25', description: `About ${title}.`, ...over });

const courseBody = (typeId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Tajweed for beginners',
  image,
  type_id: typeId,
  description: '<p>Recite with <strong>care</strong>.</p><script>alert(1)</script>',
  eligibility: 'Anyone who can read the Arabic letters.',
  instructor_names: ['Qari Abdul Basit', 'Ustazah Maryam'],
  duration_hours: 24,
  class_duration: '45 minutes',
  level: 'Beginner',
  language: 'Urdu',
  certificate: 'Yes',
  lessons: [lesson('Makharij'), lesson('Sifaat')],
  ...overrides,
});

async function createCourse(typeId: number, overrides: Record<string, unknown> = {}): Promise<AdminCourse> {
  const res = await staff.post('/api/admin/courses', courseBody(typeId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminCourseResponseSchema.parse(res.json()).data;
}

const patchCourse = async (id: number, body: Record<string, unknown>) => {
  const res = await staff.patch(`/api/admin/courses/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminCourseResponseSchema.parse(res.json()).data;
};

const publicIds = async (url: string) => (await getOk(t, url, CoursesResponseSchema)).courses.map((c) => c.id);
const enrol = (token: string, courseId: number) =>
  t.app.inject({ method: 'POST', url: '/api/enrollCourseWithUserDetail', headers: bearer(token), payload: enrolment(courseId) });
const myCourse = async (token: string, id: number) => {
  const res = await t.app.inject({ url: `/api/myCourseDetail/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return MyCourseDetailResponseSchema.parse(res.json());
};

describe('course types', () => {
  it('creates and renames a type, and the course page shows the new name at once', async () => {
    const type = await courseType('Spiritual Training');
    expect(type).toMatchObject({ title: 'Spiritual Training', courses: 0 });
    const c = await createCourse(type.id, { published: true });
    const renamed = await staff.patch(`/api/admin/course-types/${type.id}`, { title: ' Spiritual Guidance ' });
    expect(renamed.json().data).toMatchObject({ id: type.id, title: 'Spiritual Guidance', courses: 1 });
    const shown = (await getOk(t, `/api/getSpecificCourse/${c.id}`, CourseResponseSchema)).course;
    expect(shown.type).toEqual({ id: type.id, title: 'Spiritual Guidance' });
  });

  it('refuses to delete a type courses still use, drafts included, saying how many', async () => {
    const type = await courseType('Digital Skills');
    const draft = await createCourse(type.id);
    const other = await createCourse(type.id, { published: true });
    const listed = AdminCourseTypeListResponseSchema.parse((await staff.get('/api/admin/course-types?q=digital')).json());
    expect(listed.data).toMatchObject([{ id: type.id, courses: 2 }]);

    const refused = await staff.del(`/api/admin/course-types/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: courseTypeMessages.inUse(2) });
    expect(courseTypeMessages.inUse(2)).toBe('This course type is used by 2 courses. Move them to another type or delete them first.');

    const elsewhere = await courseType('Livelihood');
    await patchCourse(draft.id, { type_id: elsewhere.id });
    expect((await staff.del(`/api/admin/course-types/${type.id}`)).json()).toEqual({ message: courseTypeMessages.inUse(1) });
    expect((await staff.del(`/api/admin/courses/${other.id}`)).statusCode).toBe(204);
    expect((await staff.del(`/api/admin/course-types/${type.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/admin/course-types/${type.id}`)).statusCode).toBe(404);
  });

  it('names what is wrong with a title', async () => {
    for (const [title, message] of [
      ['  ', f.required('Title')],
      ['x'.repeat(101), f.tooLong('Title', 100)],
    ] as const) {
      const res = await staff.post('/api/admin/course-types', { title });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: messages.invalidData, errors: { title: [message] } });
    }
  });
});

describe('a course with its lessons', () => {
  let type: AdminCourseType;
  beforeAll(async () => {
    type = await courseType('Quran & Islamic Studies');
  });

  it('keeps a draft off every public course endpoint, and refuses to enrol anyone in it', async () => {
    const draft = await createCourse(type.id);
    expect(draft).toMatchObject({ published: false, type_title: type.title, enrolled: 0, eligibility: 'Anyone who can read the Arabic letters.' });
    expect(draft.description).toBe('<p>Recite with <strong>care</strong>.</p>');
    expect(draft.lessons.map((l) => l.title)).toEqual(['Makharij', 'Sifaat']);

    const hidden = async () => {
      expect(await publicIds('/api/getCourses')).not.toContain(draft.id);
      expect(await publicIds('/api/getLastestCourses')).not.toContain(draft.id);
      expect((await t.app.inject(`/api/getSpecificCourse/${draft.id}`)).statusCode).toBe(404);
    };
    await hidden();
    const { token } = await registerLearner(t);
    const refused = await enrol(token, draft.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ course_id: [learnerMessages.courseUnavailable] });
    const registering = await t.app.inject({ method: 'POST', url: '/api/customer_register', payload: registration({ course_id: draft.id }) });
    expect(registering.statusCode).toBe(422);

    await patchCourse(draft.id, { published: true });
    expect(await publicIds('/api/getCourses')).toContain(draft.id);
    expect((await publicIds('/api/getLastestCourses'))[0]).toBe(draft.id);
    const shown = (await getOk(t, `/api/getSpecificCourse/${draft.id}`, CourseResponseSchema)).course;
    expect(shown.videos2.map((l) => [l.id, l.title])).toEqual(draft.lessons.map((l) => [l.id, l.title]));
    expect(shown).toMatchObject({ description: draft.description, instructor_name_list: ['Qari Abdul Basit', 'Ustazah Maryam'], certificate: 'Yes' });
    expect((await enrol(token, draft.id)).statusCode).toBe(200);

    // Unpublished again: gone from the public, still open to the learner already taking it.
    await patchCourse(draft.id, { published: false });
    await hidden();
    expect((await myCourse(token, draft.id)).course.videos2.map((l) => l.title)).toEqual(['Makharij', 'Sifaat']);
  });

  it('saves the lessons as sent: reordered, edited, one added and one removed, keeping the ids that stay', async () => {
    const c = await createCourse(type.id, { published: true, lessons: [lesson('A'), lesson('B'), lesson('C')] });
    const [a, b, cLesson] = c.lessons;
    const saved = await patchCourse(c.id, {
      eligibility: '',
      lessons: [{ ...cLesson, title: 'C first', video_url: 'https://youtu.be/dQw4w9WgXcQ' }, lesson('D new'), a],
    });
    expect(saved.lessons.map((l) => l.title)).toEqual(['C first', 'D new', 'A']);
    expect(saved.lessons[0]).toMatchObject({ id: cLesson!.id, video_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(saved.lessons[2]!.id).toBe(a!.id);
    expect(saved.lessons.map((l) => l.id)).not.toContain(b!.id);
    expect(saved).toMatchObject({ title: c.title, eligibility: '' });
    const shown = (await getOk(t, `/api/getSpecificCourse/${c.id}`, CourseResponseSchema)).course;
    expect(shown.videos2.map((l) => l.title)).toEqual(['C first', 'D new', 'A']);
    expect(shown).toMatchObject({ eligibility: null, total_lectures: 3 });
  });

  it('names each bad field by its contract message, lessons by their dotted path, and saves nothing', async () => {
    const res = await staff.post('/api/admin/courses', {
      ...courseBody(type.id),
      title: '',
      image: 'https://elsewhere.example/a.jpg',
      type_id: 'x',
      description: '<p> </p>',
      instructor_names: ['Qari', ' '],
      duration_hours: 2.5,
      class_duration: '',
      level: ' ',
      language: 'x'.repeat(51),
      certificate: 'Maybe',
      published: 'yes',
      lessons: [
        lesson('Fine'),
        { title: ' ', video_url: 'https://vimeo.com/123', duration: '18 minutes', description: 'x' },
        { title: 'No video', video_url: '', duration: '5:00' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.invalidData,
      errors: {
        title: [f.required('Title')],
        image: [f.mediaFile('Image')],
        type_id: [f.choose('Course type')],
        description: [f.required('Description')],
        'instructor_names.1': [f.required('Instructor')],
        duration_hours: [f.wholeNumber('Duration in hours', 10_000)],
        class_duration: [f.required('Class duration')],
        level: [f.required('Level')],
        language: [f.tooLong('Language', 50)],
        certificate: [f.choice('Certificate', ['Yes', 'No'])],
        published: [f.onOff('Published')],
        'lessons.1.title': [f.required('Lesson')],
        'lessons.1.video_url': [courseMessages.videoUrl],
        'lessons.1.duration': [f.pattern('Duration', '18:25')],
        'lessons.2.video_url': [f.required('Video')],
      },
    });

    const missingType = await staff.post('/api/admin/courses', courseBody(999_999));
    expect(missingType.statusCode).toBe(422);
    expect(missingType.json().errors).toEqual({ type_id: [f.missing('Course type')] });

    const c = await createCourse(type.id);
    const other = await createCourse(type.id);
    const stolen = await staff.patch(`/api/admin/courses/${c.id}`, { title: 'Changed', lessons: [other.lessons[0]] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ 'lessons.0.id': [kitMessages.childNotOwned] });
    expect((await staff.get(`/api/admin/courses/${c.id}`)).json().data).toEqual(c);
  });

  it('keeps each learner on the lesson they reached when lessons are removed, moved or added', async () => {
    const c = await createCourse(type.id, { published: true, lessons: ['A', 'B', 'C', 'D', 'E'].map((x) => lesson(x)) });
    const [a, , cc, d, e] = c.lessons;
    const { token: onD } = await registerLearner(t);
    const { token: onB } = await registerLearner(t);
    for (const [token, index] of [[onD, 3], [onB, 1]] as const) {
      expect((await enrol(token, c.id)).statusCode).toBe(200);
      const saved = await t.app.inject({ method: 'POST', url: '/api/updateCourseViewIndex', headers: bearer(token), payload: { course_id: c.id, view_index: index } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const onLesson = async (token: string) => {
      const mine = await myCourse(token, c.id);
      return mine.course.videos2[mine.view_index]!.title;
    };

    // B goes: the learner on D stays on D (now the third), the one on B moves on to C.
    await patchCourse(c.id, { lessons: [a, cc, d, e] });
    expect([await onLesson(onD), await onLesson(onB)]).toEqual(['D', 'C']);
    expect((await myCourse(onD, c.id)).view_index).toBe(2);

    // Moved and added before them: still on their lessons.
    const [added] = (await patchCourse(c.id, { lessons: [lesson('New'), d, a, cc, e] })).lessons;
    expect([await onLesson(onD), await onLesson(onB)]).toEqual(['D', 'C']);

    // Their own lessons go: each moves on to the next lesson that stays (A after D), or to the
    // last one when none after theirs stays (nothing after C).
    await patchCourse(c.id, { lessons: [added, a] });
    expect([await onLesson(onD), await onLesson(onB)]).toEqual(['A', 'A']);
    expect((await myCourse(onB, c.id)).view_index).toBe(1);
  });

  it('keeps a finished learner finished when lessons are moved or removed, and brings them to the first lesson added after the end', async () => {
    const c = await createCourse(type.id, { published: true, lessons: ['A', 'B', 'C'].map((x) => lesson(x)) });
    const [a, b, cc] = c.lessons;
    const { token: done } = await registerLearner(t);
    const { token: onC } = await registerLearner(t);
    const save = async (token: string, index: number) => {
      const saved = await t.app.inject({ method: 'POST', url: '/api/updateCourseViewIndex', headers: bearer(token), payload: { course_id: c.id, view_index: index } });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    for (const [token, index] of [[done, 3], [onC, 2]] as const) {
      expect((await enrol(token, c.id)).statusCode).toBe(200);
      await save(token, index);
    }
    // Finished is the number of lessons: one past the last.
    const where = async (token: string) => {
      const mine = await myCourse(token, c.id);
      return mine.view_index === mine.course.videos2.length ? 'finished' : mine.course.videos2[mine.view_index]!.title;
    };
    expect([await where(done), await where(onC)]).toEqual(['finished', 'C']);

    // Moved, then one removed: still finished (now 2 of 2), and the other learner follows C.
    await patchCourse(c.id, { lessons: [cc, a, b] });
    expect([await where(done), await where(onC)]).toEqual(['finished', 'C']);
    await patchCourse(c.id, { lessons: [cc, a] });
    expect([await where(done), await where(onC)]).toEqual(['finished', 'C']);
    expect((await myCourse(done, c.id)).view_index).toBe(2);

    // A lesson added among the ones they did counts as passed, as it does for anyone past it.
    const [c2, middle, a2] = (await patchCourse(c.id, { lessons: [cc, lesson('Middle'), a] })).lessons;
    expect([await where(done), await where(onC)]).toEqual(['finished', 'C']);

    // Lessons added after the end are new to them: they go to the first, and finish again as anyone does.
    await patchCourse(c.id, { lessons: [c2, middle, a2, lesson('Next'), lesson('After')] });
    expect([await where(done), await where(onC)]).toEqual(['Next', 'C']);
    await save(done, 5);
    expect(await where(done)).toBe('finished');
    const list = (await t.app.inject({ url: '/api/getMyCourses', headers: bearer(done) })).json().data;
    expect(list.find((e: { course: { id: number } }) => e.course.id === c.id)).toMatchObject({ view_index: 5, course: { total_lectures: 5 } });

    // A learner whose lesson goes with every one after it also goes to the first lesson added
    // after those that stay; with none added there, to the last lesson (not to finished: they
    // never pressed Completed on it).
    const { token: onAfter } = await registerLearner(t);
    expect((await enrol(onAfter, c.id)).statusCode).toBe(200);
    await save(onAfter, 4);
    expect(await where(onAfter)).toBe('After');
    await patchCourse(c.id, { lessons: [c2, middle, a2, lesson('Fresh'), lesson('Fresher')] });
    expect([await where(done), await where(onAfter), await where(onC)]).toEqual(['Fresh', 'Fresh', 'C']);
    await patchCourse(c.id, { lessons: [c2, middle, a2] });
    expect([await where(done), await where(onAfter)]).toEqual(['A', 'A']);
  });

  it('refuses to delete a course learners are enrolled in, saying how many; deletes one without learners with its lessons', async () => {
    const c = await createCourse(type.id, { published: true });
    for (let i = 0; i < 2; i++) expect((await enrol((await registerLearner(t)).token, c.id)).statusCode).toBe(200);
    const refused = await staff.del(`/api/admin/courses/${c.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: courseMessages.hasLearners(2) });
    expect(courseMessages.hasLearners(2)).toContain('2 learners are enrolled');

    const unused = await createCourse(type.id, { published: true });
    expect((await staff.del(`/api/admin/courses/${unused.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/admin/courses/${unused.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(lessons).where(eq(lessons.courseId, unused.id))).toEqual([]);
    expect(await publicIds('/api/getCourses')).not.toContain(unused.id);
  });

  it('lists courses with their type and learners, filtered by status and type, sorted by learners', async () => {
    const own = await courseType('Scouts');
    const few = await createCourse(own.id, { title: 'Knots and hitches', published: true });
    const many = await createCourse(own.id, { title: 'First aid', lessons: [] });
    await t.database.db.update(courses).set({ enrolled: 40 }).where(eq(courses.id, many.id));
    const list = async (query: string) => AdminCourseListResponseSchema.parse((await staff.get(`/api/admin/courses?${query}`)).json());

    const byLearners = await list(`type_id=${own.id}&sort=-enrolled`);
    expect(byLearners.total).toBe(2);
    expect(byLearners.data.map((r) => [r.title, r.type_title, r.enrolled, r.lessons, r.published])).toEqual([
      ['First aid', 'Scouts', 40, 0, false],
      ['Knots and hitches', 'Scouts', 0, 2, true],
    ]);
    expect((await list(`type_id=${own.id}&published=false`)).data.map((r) => r.id)).toEqual([many.id]);
    expect((await list('q=KNOTS')).data.map((r) => r.id)).toEqual([few.id]);
    const bad = await staff.get('/api/admin/courses?sort=level&type_id=x');
    expect(bad.statusCode).toBe(422);
  });
});
