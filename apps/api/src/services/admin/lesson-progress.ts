import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enrolments, lessons } from '../../db/schema/index.ts';

/**
 * A learner's progress is one number, `view_index`: the position of the lesson they are on
 * (decision 8). Removing, adding or moving lessons would silently move that number onto another
 * lesson: remove lesson 2 and a learner on lesson 5 resumes on lesson 6, with a lesson they never
 * finished ticked as done.
 *
 * We keep the course editable rather than refuse the change (a broken lesson must be removable
 * from a course people are taking) and keep every learner on the same lesson instead: the index
 * follows that lesson to its new position. A learner whose lesson was removed moves to the next
 * lesson that stays, which is where they would have gone on; past the last one, to the last.
 * Lessons added before a learner's lesson count as passed, as lessons they skipped always did.
 *
 * Runs in the save's transaction, before the lessons are rewritten (`next` lists the kept ids in
 * their new order, undefined for a new lesson), so a refused save moves no one.
 */
export async function keepLearnersOnTheirLesson(tx: Db, courseId: number, next: readonly { id?: number }[]) {
  const old = (await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position), asc(lessons.id))).map(
    (l) => l.id,
  );
  if (old.length === 0) return;
  const newIndex = old.map((id) => next.findIndex((item) => item.id === id));
  const last = Math.max(0, next.length - 1);
  // For each old position: the new position of the first lesson from there on that stays.
  const target = old.map((_, j) => newIndex.slice(j).find((i) => i >= 0) ?? last);
  const cases = sql.join(
    target.map((to, from) => sql`when ${from}::int then ${to}::int`),
    sql` `,
  );
  // An index past the old last lesson (lessons removed earlier) is read as the last, like the learner's page reads it.
  const moved = sql<number>`(case least(${enrolments.viewIndex}, ${old.length - 1}::int) ${cases} end)`;
  await tx
    .update(enrolments)
    .set({ viewIndex: moved })
    .where(and(eq(enrolments.courseId, courseId), ne(enrolments.viewIndex, moved)));
}
