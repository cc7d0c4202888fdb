import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { enrolments, lessons } from '../../../db/schema/index.ts';

/**
 * A learner's progress is one number, `view_index`: the position of the lesson they are on, or
 * the number of lessons once they pressed Completed on the last one (finished; decision 8).
 * Removing, adding or moving lessons would silently move that number onto another lesson: remove
 * lesson 2 and a learner on lesson 5 resumes on lesson 6, with a lesson they never finished ticked
 * as done; remove any lesson and a finished learner's number names the last lesson, not the end.
 *
 * We keep the course editable rather than refuse the change (a broken lesson must be removable
 * from a course people are taking) and keep every learner on the same lesson instead: the index
 * follows that lesson to its new position. A learner whose lesson was removed moves to the next
 * lesson that stays, which is where they would have gone on. Lessons added before a learner's
 * lesson count as passed, as lessons they skipped always did.
 *
 * The end of the course is treated as a place of its own, after the last lesson:
 * - A finished learner stays finished when lessons are moved or removed (the index becomes the
 *   new number of lessons), and when lessons are added among the ones they did (as above).
 * - Lessons added after the last lesson that stays are ones nobody has done: a finished learner
 *   goes back to the first of them, and so does a learner whose lesson was removed with every one
 *   after it. With none added there, that learner goes to the last lesson instead: they never
 *   pressed Completed on it, so the course does not become finished behind their back.
 * An index at or past the old end (lessons removed before this was kept) counts as finished, as
 * the learner's pages read it.
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
  const lastKept = Math.max(-1, ...newIndex);
  // The first lesson added after every lesson that stays, if staff added one there.
  const firstAddedAtEnd = next.findIndex((item, i) => i > lastKept && item.id === undefined);
  const afterTheEnd = firstAddedAtEnd >= 0 ? firstAddedAtEnd : undefined;
  const last = Math.max(0, next.length - 1);
  // For each old position: the new position of the first lesson from there on that stays; then
  // the end (old.length, finished) and where it goes.
  const target = [...old.map((_, j) => newIndex.slice(j).find((i) => i >= 0) ?? afterTheEnd ?? last), afterTheEnd ?? next.length];
  const cases = sql.join(
    target.map((to, from) => sql`when ${from}::int then ${to}::int`),
    sql` `,
  );
  const moved = sql<number>`(case least(${enrolments.viewIndex}, ${old.length}::int) ${cases} end)`;
  await tx
    .update(enrolments)
    .set({ viewIndex: moved })
    .where(and(eq(enrolments.courseId, courseId), ne(enrolments.viewIndex, moved)));
}
