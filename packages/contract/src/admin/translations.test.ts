import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AdminBlogTranslationsInputSchema, AdminBlogTranslationsSchema } from './blogs.ts';
import { AdminBookCategoryTranslationsInputSchema, AdminBookCategoryTranslationsSchema } from './book-categories.ts';
import { AdminBookTranslationsInputSchema, AdminBookTranslationsSchema } from './books.ts';
import {
  AdminCampaignTranslationsInputSchema,
  AdminCampaignTranslationsSchema,
  AdminTaskTranslationsInputSchema,
  AdminTaskTranslationsSchema,
} from './campaigns.ts';
import { AdminCourseTypeTranslationsInputSchema, AdminCourseTypeTranslationsSchema } from './course-types.ts';
import { AdminFundTranslationsInputSchema, AdminFundTranslationsSchema } from './funds.ts';
import {
  AdminCourseTranslationsInputSchema,
  AdminCourseTranslationsSchema,
  AdminLessonTranslationsInputSchema,
  AdminLessonTranslationsSchema,
} from './courses.ts';
import {
  AdminGalleryAttachmentTranslationsInputSchema,
  AdminGalleryAttachmentTranslationsSchema,
  AdminGalleryTranslationsInputSchema,
  AdminGalleryTranslationsSchema,
} from './gallery.ts';
import { AdminLectureCategoryTranslationsInputSchema, AdminLectureCategoryTranslationsSchema } from './lecture-categories.ts';
import {
  AdminLectureAttachmentTranslationsInputSchema,
  AdminLectureAttachmentTranslationsSchema,
  AdminLectureTranslationsInputSchema,
  AdminLectureTranslationsSchema,
} from './lectures.ts';
import { AdminNewsEventTranslationsInputSchema, AdminNewsEventTranslationsSchema } from './news-events.ts';
import { AdminSettingsTranslationsInputSchema, AdminSettingsTranslationsSchema } from './settings.ts';
import { richTextTranslations, translatableChildFields, translatableFields } from './translations.ts';
import { AdminWelfareCategoryTranslationsInputSchema, AdminWelfareCategoryTranslationsSchema } from './welfare-categories.ts';

/** A record's `translations` schema and its write schema. */
type Pair = [record: z.ZodObject, input: z.ZodType];

const schemas: Record<string, Pair> = {
  blogs: [AdminBlogTranslationsSchema, AdminBlogTranslationsInputSchema],
  'news-events': [AdminNewsEventTranslationsSchema, AdminNewsEventTranslationsInputSchema],
  courses: [AdminCourseTranslationsSchema, AdminCourseTranslationsInputSchema],
  funds: [AdminFundTranslationsSchema, AdminFundTranslationsInputSchema],
  'courses.lessons': [AdminLessonTranslationsSchema, AdminLessonTranslationsInputSchema],
  books: [AdminBookTranslationsSchema, AdminBookTranslationsInputSchema],
  'book-categories': [AdminBookCategoryTranslationsSchema, AdminBookCategoryTranslationsInputSchema],
  campaigns: [AdminCampaignTranslationsSchema, AdminCampaignTranslationsInputSchema],
  'campaigns.tasks': [AdminTaskTranslationsSchema, AdminTaskTranslationsInputSchema],
  'welfare-categories': [AdminWelfareCategoryTranslationsSchema, AdminWelfareCategoryTranslationsInputSchema],
  lectures: [AdminLectureTranslationsSchema, AdminLectureTranslationsInputSchema],
  'lectures.attachments': [AdminLectureAttachmentTranslationsSchema, AdminLectureAttachmentTranslationsInputSchema],
  'lecture-categories': [AdminLectureCategoryTranslationsSchema, AdminLectureCategoryTranslationsInputSchema],
  'course-types': [AdminCourseTypeTranslationsSchema, AdminCourseTypeTranslationsInputSchema],
  gallery: [AdminGalleryTranslationsSchema, AdminGalleryTranslationsInputSchema],
  'gallery.attachments': [AdminGalleryAttachmentTranslationsSchema, AdminGalleryAttachmentTranslationsInputSchema],
  settings: [AdminSettingsTranslationsSchema, AdminSettingsTranslationsInputSchema],
};

const lists: Record<string, readonly string[]> = {
  ...translatableFields,
  ...Object.fromEntries(Object.entries(translatableChildFields).flatMap(([r, children]) => Object.entries(children).map(([c, f]) => [`${r}.${c}`, f]))),
};

describe('translatable fields', () => {
  it('lists exactly the fields each schema takes and gives back', () => {
    expect(Object.keys(lists).sort()).toEqual(Object.keys(schemas).sort());
    for (const [name, [record, input]] of Object.entries(schemas)) {
      const fields = lists[name]!;
      expect(Object.keys((record.shape.ur as z.ZodOptional<z.ZodObject>).unwrap().shape).sort(), name).toEqual([...fields].sort());
      const all = Object.fromEntries(fields.map((f) => [f, 'اردو']));
      expect(input.parse({ ur: { ...all, unknown: 'x' } }), name).toEqual({ ur: all });
    }
  });

  it('names only rich text fields that are translatable', () => {
    for (const [resource, fields] of Object.entries(richTextTranslations)) {
      for (const field of fields) expect(translatableFields[resource as keyof typeof translatableFields]).toContain(field);
    }
  });

  it('reads blank texts and empty editors as no Urdu', () => {
    expect(AdminBlogTranslationsInputSchema.parse({ ur: { title: '  ', description: '<p><br></p>' } })).toEqual({});
    expect(AdminBlogTranslationsInputSchema.parse({ ur: null })).toEqual({});
    expect(AdminBlogTranslationsInputSchema.parse({})).toEqual({});
    expect(AdminBlogTranslationsInputSchema.parse({ ur: { title: ' عنوان ', description: '' } })).toEqual({ ur: { title: 'عنوان' } });
  });
});
