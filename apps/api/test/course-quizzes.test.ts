import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { quizMessages } from '@foundation/contract/admin/quizzes';
import { certificateMessages as c } from '@foundation/contract/certificates';
import { quizAttempts } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { auditRowsOf, staffAs, type StaffAs } from './fixtures/audit.ts';
import { bearer, enrolment, insertCourse, registerLearner } from './learner-fixtures.ts';

let t: TestContext;
let editor: StaffAs;
beforeAll(async () => {
  t = await createTestApp();
  editor = await staffAs(t, 'editor', 'quizzes@foundation.test', '10.62.0.1');
});
afterAll(() => t.close());

const questions = [
  { question: 'How many lessons did this course have?', choices: ['One', 'Two', 'Three'], answer: 2 },
  { question: 'Which key saves a file?', choices: ['Ctrl+S', 'Ctrl+Q'], answer: 1 },
];

async function courseWithQuiz() {
  const courseId = await insertCourse(t.database.db, { lessons: 2 });
  const res = await editor.post('/api/admin/quizzes', { course_id: courseId, pass_mark: 2, retry_minutes: 10, questions });
  expect(res.statusCode, res.body).toBe(201);
  return { courseId, quizId: res.json().data.id as number };
}

async function learnerIn(courseId: number) {
  const { token } = await registerLearner(t);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  await call('POST', '/api/enrollCourseWithUserDetail', enrolment(courseId));
  const state = async () => (await call('GET', '/api/myCertificates')).json().data.find((e: { course_id: number }) => e.course_id === courseId)?.state as string;
  return { call, state, quiz: () => call('GET', `/api/courseQuiz/${courseId}`), answer: (answers: object) => call('POST', `/api/courseQuiz/${courseId}`, { answers }) };
}

describe('staff write a course quiz', () => {
  it('saves questions with their right choice, audited, and refuses a pass mark or a right choice that cannot be', async () => {
    const courseId = await insertCourse(t.database.db, { lessons: 2 });
    const tooHigh = await editor.post('/api/admin/quizzes', { course_id: courseId, pass_mark: 3, retry_minutes: 10, questions });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors).toEqual({ pass_mark: [quizMessages.passMark(2)] });
    const badChoice = await editor.post('/api/admin/quizzes', { course_id: courseId, pass_mark: 1, retry_minutes: 10, questions: [{ ...questions[1], answer: 3 }] });
    expect(badChoice.statusCode).toBe(422);
    expect(badChoice.json().errors).toEqual({ 'questions.0.answer': [quizMessages.answer(2)] });

    const res = await editor.post('/api/admin/quizzes', { course_id: courseId, pass_mark: 1, retry_minutes: 5, questions });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.questions.map((q: { answer: number }) => q.answer)).toEqual([2, 1]);
    expect((await auditRowsOf(t, 'quizzes', res.json().data.id))[0]).toMatchObject({ action: 'create', staffId: editor.id });
    const twice = await editor.post('/api/admin/quizzes', { course_id: courseId, pass_mark: 1, retry_minutes: 5, questions });
    expect(twice.json().errors).toEqual({ course_id: [quizMessages.courseTaken] });
    const finance = await staffAs(t, 'finance', 'quiz-money@foundation.test', '10.62.0.2');
    expect((await finance.get('/api/admin/quizzes')).statusCode).toBe(403);
  });
});

describe('a learner takes the quiz', () => {
  it('never receives the right answers before submitting', async () => {
    const { courseId } = await courseWithQuiz();
    const l = await learnerIn(courseId);
    const res = await l.quiz();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.questions.map((q: object) => Object.keys(q).sort())).toEqual([
      ['choices', 'id', 'question'],
      ['choices', 'id', 'question'],
    ]);
    expect(Object.keys(data).sort()).toEqual(['course_id', 'pass_mark', 'passed', 'questions', 'retry_at']);
    expect(res.body).not.toMatch(/answer|correct|right/i);
    // Nor to anyone not enrolled.
    const { token } = await registerLearner(t);
    expect((await t.app.inject({ url: `/api/courseQuiz/${courseId}`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('comes after the last lesson; a failure waits before a retry; passing opens the certificate', async () => {
    const { courseId } = await courseWithQuiz();
    const l = await learnerIn(courseId);
    const ids = (await l.quiz()).json().data.questions.map((q: { id: number }) => q.id) as number[];
    const right = { [ids[0]!]: 1, [ids[1]!]: 0 };
    const wrong = { [ids[0]!]: 0, [ids[1]!]: 0 };

    expect((await l.answer(right)).json().errors).toEqual({ course_id: [c.notCompleted] });
    await l.call('POST', '/api/updateCourseViewIndex', { course_id: courseId, view_index: 2 });
    expect(await l.state()).toBe('quiz');
    expect((await l.call('POST', '/api/myCertificates', { course_id: courseId, name: 'Ayesha Khan' })).json().errors).toEqual({ course_id: [c.quizNotPassed] });

    expect((await l.answer({ [ids[0]!]: 1 })).json().errors).toEqual({ answers: [c.answersRequired] });
    const failed = await l.answer(wrong);
    expect(failed.json().data).toMatchObject({ score: 1, total: 2, pass_mark: 2, passed: false });
    expect(failed.json().data.retry_at).not.toBeNull();
    // The marking says how many, not which: the right answers stay unknown for the retry.
    expect(failed.body).not.toMatch(/answer/i);
    const tooSoon = await l.answer(right);
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().errors).toEqual({ answers: [c.retryLater(10)] });

    // Ten minutes later.
    await t.app.db.update(quizAttempts).set({ createdAt: sql`${quizAttempts.createdAt} - interval '10 minutes'` });
    const passed = await l.answer(right);
    expect(passed.json().data).toMatchObject({ score: 2, passed: true, retry_at: null });
    expect(await l.state()).toBe('ready');
    expect((await l.call('POST', '/api/myCertificates', { course_id: courseId, name: 'Ayesha Khan' })).statusCode).toBe(200);
  });
});
