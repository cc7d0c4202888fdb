import { and, desc, eq } from 'drizzle-orm';
import type { LearnerQuiz, QuizResult } from '@foundation/contract/certificates';
import type { Db } from '../../db/client.ts';
import { enrolments, quizAttempts, quizzes } from '../../db/schema/index.ts';
import { countLessons } from '../catalogue/courses.ts';
import { questionsOf } from './admin/quizzes.ts';

async function quizOf(db: Db, learnerId: number, courseId: number) {
  const [enrolled] = await db.select({ viewIndex: enrolments.viewIndex }).from(enrolments).where(and(eq(enrolments.learnerId, learnerId), eq(enrolments.courseId, courseId)));
  const [quiz] = enrolled ? await db.select().from(quizzes).where(eq(quizzes.courseId, courseId)) : [];
  return enrolled && quiz ? { quiz, viewIndex: enrolled.viewIndex } : null;
}

/** The learner's attempts: passed once is passed; otherwise the last failure says when to retry. */
async function standing(db: Db, learnerId: number, courseId: number, retryMinutes: number, now: Date) {
  const attempts = await db
    .select({ passed: quizAttempts.passed, at: quizAttempts.createdAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.learnerId, learnerId), eq(quizAttempts.courseId, courseId)))
    .orderBy(desc(quizAttempts.id));
  const passed = attempts.some((a) => a.passed);
  const last = attempts[0];
  const retryAt = !passed && last ? new Date(last.at.getTime() + retryMinutes * 60_000) : null;
  return { passed, retryAt: retryAt && retryAt > now ? retryAt : null };
}

/** The quiz as the learner sees it, without its right choices; null unless enrolled and the course has one. */
export async function learnerQuiz(db: Db, learnerId: number, courseId: number, now = new Date()): Promise<LearnerQuiz | null> {
  const found = await quizOf(db, learnerId, courseId);
  if (!found) return null;
  const questions = await questionsOf(db, found.quiz.id);
  const { passed, retryAt } = await standing(db, learnerId, courseId, found.quiz.retryMinutes, now);
  return {
    course_id: courseId,
    pass_mark: found.quiz.passMark,
    // Picked field by field: the right choice never leaves the server before the answers arrive.
    questions: questions.map((q) => ({ id: q.id, question: q.question, choices: q.choices })),
    passed,
    retry_at: retryAt?.toISOString() ?? null,
  };
}

export type QuizOutcome =
  | { status: 'marked'; result: QuizResult }
  | { status: 'not-found' }
  | { status: 'refused'; field: 'course_id' | 'answers'; reason: 'not-completed' | 'unanswered' | 'wait'; minutes?: number };

/**
 * Marks a learner's answers. Only after the last lesson, only every question answered, and, after
 * a failure, only once the wait is over: retries are allowed, rapid guessing is not. Passing
 * again changes nothing.
 */
export async function submitQuiz(db: Db, learnerId: number, courseId: number, answers: Record<string, number>, now = new Date()): Promise<QuizOutcome> {
  const found = await quizOf(db, learnerId, courseId);
  if (!found) return { status: 'not-found' };
  const lessons = await countLessons(db, courseId);
  if (lessons === 0 || found.viewIndex < lessons) return { status: 'refused', field: 'course_id', reason: 'not-completed' };
  const { passed, retryAt } = await standing(db, learnerId, courseId, found.quiz.retryMinutes, now);
  if (retryAt) return { status: 'refused', field: 'answers', reason: 'wait', minutes: Math.ceil((retryAt.getTime() - now.getTime()) / 60_000) };
  const questions = await questionsOf(db, found.quiz.id);
  if (questions.some((q) => answers[String(q.id)] === undefined)) return { status: 'refused', field: 'answers', reason: 'unanswered' };
  const score = questions.filter((q) => answers[String(q.id)] === q.answer).length;
  const nowPassed = score >= found.quiz.passMark;
  if (!passed) await db.insert(quizAttempts).values({ learnerId, courseId, score, passed: nowPassed, createdAt: now });
  const wait = !passed && !nowPassed ? new Date(now.getTime() + found.quiz.retryMinutes * 60_000) : null;
  return { status: 'marked', result: { score, total: questions.length, pass_mark: found.quiz.passMark, passed: passed || nowPassed, retry_at: wait?.toISOString() ?? null } };
}
