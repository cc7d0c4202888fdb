import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizzes } from '../../db/schema/index.ts';

/** Whether a course's quiz stands between a learner who finished its lessons and the certificate. */
export async function quizPassed(db: Db, learnerId: number, courseId: number): Promise<boolean> {
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.courseId, courseId));
  if (!quiz) return true;
  const [passed] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.learnerId, learnerId), eq(quizAttempts.courseId, courseId), eq(quizAttempts.passed, true)))
    .orderBy(desc(quizAttempts.id))
    .limit(1);
  return Boolean(passed);
}
