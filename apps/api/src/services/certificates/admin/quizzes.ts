import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  AdminQuizCreateSchema,
  AdminQuizListQuerySchema,
  AdminQuizPatchSchema,
  AdminQuizRowSchema,
  AdminQuizSchema,
  quizMessages,
  type AdminQuizPatch,
  type AdminQuizQuestionInput,
} from '@foundation/contract/admin/quizzes';
import { fieldMessages } from '@foundation/contract/admin/kit';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../../db/client.ts';
import { courses, quizQuestions, quizzes } from '../../../db/schema/index.ts';
import { defineResource } from '../../back-office/kit.ts';

const questionCount = sql<number>`(select count(*)::int from ${quizQuestions} as counted where counted.${sql.identifier(quizQuestions.quizId.name)} = ${quizzes}.${sql.identifier(quizzes.id.name)})`;

const select = (db: Db) =>
  db
    .select({ id: quizzes.id, courseId: quizzes.courseId, courseTitle: courses.title, questions: questionCount, passMark: quizzes.passMark, retryMinutes: quizzes.retryMinutes, createdAt: quizzes.createdAt, updatedAt: quizzes.updatedAt })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId));
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = (r: Selected) => ({ id: r.id, course_id: r.courseId, course_title: r.courseTitle, questions: Number(r.questions), pass_mark: r.passMark, updated_at: r.updatedAt.toISOString() });

/** The course's questions in their order, with their right choices: for staff and for marking only. */
export const questionsOf = (db: Db, quizId: number) => db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));

/**
 * Course quizzes, written by the staff who write courses. The pass mark is checked against the
 * questions saved with it, so a quiz can never ask for more right answers than it has questions.
 */
export const quizResource = defineResource({
  name: 'quizzes',
  label: 'course quiz',
  table: quizzes,
  id: quizzes.id,
  schemas: { row: AdminQuizRowSchema, record: AdminQuizSchema, query: AdminQuizListQuerySchema, create: AdminQuizCreateSchema, patch: AdminQuizPatchSchema },
  // A quiz is found by its course (the filter): the list counts quizzes alone, with no join to search through.
  search: [],
  sort: { updated_at: quizzes.updatedAt },
  filters: (query) => [query.course_id === undefined ? undefined : eq(quizzes.courseId, query.course_id)],
  rows: async (db, page) => (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await select(db).where(eq(quizzes.id, id));
    if (!row) return null;
    const { questions: _n, ...rest } = toRow(row);
    const questions = (await questionsOf(db, id)).map((q) => ({ id: q.id, question: q.question, choices: q.choices, answer: q.answer + 1 }));
    return { ...rest, retry_minutes: row.retryMinutes, questions, created_at: row.createdAt.toISOString() };
  },
  values: (input) => {
    const i = input as AdminQuizPatch;
    return { courseId: i.course_id, passMark: i.pass_mark, retryMinutes: i.retry_minutes };
  },
  check: async (tx, input, id) => {
    const i = input as AdminQuizPatch;
    const errors: FieldErrors = {};
    if (i.course_id !== undefined) {
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, i.course_id));
      if (!course) errors.course_id = [fieldMessages.missing('Course')];
      const [taken] = await tx
        .select({ n: count() })
        .from(quizzes)
        .where(id === null ? eq(quizzes.courseId, i.course_id) : and(eq(quizzes.courseId, i.course_id), ne(quizzes.id, id)));
      if (course && taken && taken.n > 0) errors.course_id = [quizMessages.courseTaken];
    }
    if (i.pass_mark !== undefined || i.questions !== undefined) {
      const [saved] = id === null ? [] : await tx.select({ passMark: quizzes.passMark }).from(quizzes).where(eq(quizzes.id, id));
      const questions = i.questions?.length ?? (id === null ? 0 : (await questionsOf(tx, id)).length);
      const passMark = i.pass_mark ?? saved?.passMark ?? 0;
      if (passMark < 1 || passMark > questions) errors.pass_mark = [quizMessages.passMark(questions)];
    }
    return errors;
  },
  children: {
    field: 'questions',
    table: quizQuestions,
    id: quizQuestions.id,
    parent: quizQuestions.quizId,
    values: (q: AdminQuizQuestionInput, quizId, position) => ({ quizId, position, question: q.question, choices: q.choices, answer: Number(q.answer) - 1 }),
  },
  caches: [],
});
