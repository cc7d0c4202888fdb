/**
 * What staff may write in Urdu (decision 24): per back office resource, the fields whose
 * Urdu the record holds in `translations.ur`, keyed by the English field's name. The back office
 * builds each form's Urdu section from exactly these lists; the contract's write schemas
 * (`translations(...)` in kit.ts) accept exactly these keys; the public API shows the Urdu of these
 * fields to a reader who asked for Urdu, the English where a field has none.
 *
 * Plain strings only (no zod), so the back office can import it on its own.
 */

/** The languages of the site: English is the record's own columns, Urdu its `translations.ur`. */
export const CONTENT_LOCALES = ['en', 'ur'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The Urdu of the record itself (its own `translations`). */
export const translatableFields = {
  blogs: ['title', 'description'],
  'news-events': ['title', 'description'],
  courses: ['title', 'description', 'eligibility', 'class_duration', 'level', 'language'],
  books: ['title', 'description'],
  'book-categories': ['title'],
  campaigns: ['title', 'description'],
  'welfare-categories': ['name'],
  funds: ['name', 'explanation'],
  lectures: ['title', 'description'],
  'lecture-categories': ['title'],
  'course-types': ['title'],
  gallery: ['name'],
  settings: ['company_name', 'company_address'],
} as const;

/**
 * The Urdu of a record's ordered children (decision 15): each item of the array field has its own
 * `translations` with these keys, e.g. a course's `lessons[i].translations.ur.title`.
 */
export const translatableChildFields = {
  courses: { lessons: ['title', 'description'] },
  campaigns: { tasks: ['title'] },
  lectures: { attachments: ['title'] },
  gallery: { attachments: ['caption'] },
} as const;

export type TranslatableResource = keyof typeof translatableFields;
export type TranslatableField<R extends TranslatableResource> = (typeof translatableFields)[R][number];

/**
 * Which of a resource's translatable fields are rich text (HTML from the editor, sanitized on save);
 * the others are plain text, a single line unless the English field is a long text.
 */
export const richTextTranslations = {
  blogs: ['description'],
  'news-events': ['description'],
  courses: ['description'],
  books: ['description'],
  lectures: ['description'],
} as const satisfies Partial<{ [R in TranslatableResource]: readonly TranslatableField<R>[] }>;

/** `{ "ur": { "<field>": "<Urdu text>" } }`: a field with no Urdu is absent; `{}` when none has any. */
export type Translations<F extends string = string> = { ur?: { [K in F]?: string } };
