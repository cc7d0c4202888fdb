import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

export const courseTypes = pgTable('course_types', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  ...translatable,
  ...timestamps,
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    eligibility: text('eligibility'),
    typeId: integer('type_id')
      .notNull()
      .references(() => courseTypes.id),
    instructorNames: text('instructor_names').array().notNull().default([]),
    durationHours: integer('duration_hours').notNull(),
    classDuration: text('class_duration').notNull(),
    level: text('level').notNull(),
    language: text('language').notNull(),
    certificate: text('certificate').notNull(),
    /** Kept in step with enrolments inside the same transaction, so lists need no count. */
    enrolled: integer('enrolled').notNull().default(0),
    ...translatable,
    ...published,
    ...timestamps,
  },
  (t) => [index('courses_published_id_idx').on(t.published, t.id)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    videoUrl: text('video_url').notNull(),
    duration: text('duration').notNull(),
    description: text('description').notNull(),
    ...translatable,
    ...timestamps,
  },
  (t) => [index('lessons_course_position_idx').on(t.courseId, t.position)],
);
