import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { learners } from './learners.ts';
import { timestamps } from './columns.ts';

/** A course's short multiple-choice quiz, taken after its last lesson; one per course. */
export const quizzes = pgTable('quizzes', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  /** How many questions out of all must be right to pass. */
  passMark: integer('pass_mark').notNull(),
  /** How long a learner who failed waits before trying again. */
  retryMinutes: integer('retry_minutes').notNull(),
  ...timestamps,
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    choices: text('choices').array().notNull(),
    /** The right choice's index in `choices`: never sent to a learner. */
    answer: integer('answer').notNull(),
  },
  (t) => [index('quiz_questions_quiz_position_idx').on(t.quizId, t.position)],
);

/** Every submission a learner made: the last says when they may try again; a passed one opens the certificate. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_learner_course_idx').on(t.learnerId, t.courseId)],
);
