import type { ReactNode } from 'react';
import type { StaffRole } from '@foundation/contract/staff-messages';

/** What the admin API sends for one record, and what a form edits: plain JSON by field name. */
export type Values = Record<string, unknown>;
export type Row = Values & { id: number };

/** The paging envelope of every admin list (decision 15). */
export interface ListEnvelope<T = Row> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface Option {
  /** What the record holds: a string, another record's id, or true/false. */
  value: string | number | boolean;
  label: string;
}

interface FieldBase {
  /** The body's key; children's fields are named inside their row. */
  name: string;
  label: string;
  /** One line under the label, read out with the input. */
  hint?: string;
  required?: boolean;
  /** Takes the whole row of a two-column form. */
  wide?: boolean;
  /** Shown, never edited nor sent: what a visitor wrote, in a record staff only handle. */
  readOnly?: boolean;
  /**
   * Written in Urdu: the input (text, long text, rich text) takes lang="ur" dir="rtl", and a
   * section shows اردو beside its heading. The kit sets it on the Urdu inputs it adds (translations.ts).
   */
  lang?: 'ur';
}

export type Field =
  | (FieldBase & { kind: 'text'; type?: 'text' | 'email' | 'url' | 'tel' | 'password'; maxLength?: number; autoComplete?: string })
  | (FieldBase & { kind: 'longText'; rows?: number; maxLength?: number })
  /** A short list of strings (playlist ids), one a line. */
  | (FieldBase & { kind: 'lines'; rows?: number })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; step?: number })
  /** Rupees with at most two decimals, as the API speaks them. */
  | (FieldBase & { kind: 'money' })
  /** A day, sent as YYYY-MM-DD. */
  | (FieldBase & { kind: 'date' })
  /** Options from another resource's list (`source`, by id), labelled by its `optionLabel` field, or given. */
  | (FieldBase & { kind: 'select'; source?: string; optionLabel?: string; options?: Option[] })
  /** On/off, e.g. published; `onText`/`offText` say what each state means. */
  | (FieldBase & { kind: 'switch'; onText?: string; offText?: string })
  /** An image's public URL, picked from the media library or uploaded. */
  | (FieldBase & { kind: 'image' })
  /** A PDF or audio file's public URL. */
  | (FieldBase & { kind: 'file'; accept: 'pdf' | 'audio' })
  /** Sanitized HTML from the editor. */
  | (FieldBase & { kind: 'richText' })
  /** An ordered array of rows edited with the parent (a course's lessons). */
  | (FieldBase & {
      kind: 'children';
      fields: Field[];
      /** What one row is called: "Lesson" makes "Add lesson", "Lesson 2". */
      itemLabel: string;
      /** A short name for a row in its heading and in announcements, e.g. its title. */
      summary?: (item: Values) => string | undefined;
      newItem: () => Values;
    })
  /** Latitude and longitude, kept in two fields of the record. */
  | (FieldBase & { kind: 'point'; latitude: string; longitude: string })
  /** Not a value: a heading that starts a part of a long form (settings). `name` only keys it. */
  | (FieldBase & { kind: 'section' });

export interface Column {
  name: string;
  label: string;
  sortable?: boolean;
  kind?: 'text' | 'money' | 'date' | 'published' | 'image' | 'number';
  /** Anything else: the cell from the row. */
  render?: (row: Row) => ReactNode;
}

export type Filter =
  | { kind: 'select'; name: string; label: string; source?: string; optionLabel?: string; options?: Option[] }
  /** published=true|false, shown as Published / Drafts. */
  | { kind: 'published'; name: string; label: string }
  /** A day, sent as YYYY-MM-DD (e.g. `from` and `to` of a date range). */
  | { kind: 'date'; name: string; label: string };

/** A schema that checks a form's values before they are sent: the contract's zod schema fits. */
export interface Checker {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

interface ResourceBase {
  /** kebab-case plural: the API path under /api/admin/ and the back office's path. */
  path: string;
  /** Plural, for navigation and the list heading: "Blog posts". */
  label: string;
  /** Singular, lower case, for buttons and messages: "blog post". */
  one: string;
  /** Who may open it, as its API routes declare (contract ROLES); the site's content (admin and editor) when not said. */
  roles?: readonly StaffRole[];
}

export interface CollectionResource extends ResourceBase {
  kind: 'collection';
  columns: Column[];
  filters?: Filter[];
  fields: Field[];
  /**
   * The contract's create schema: the form checks with it before sending. Loaded when a form
   * opens (`() => import(...)`), so zod is not in the first download of the back office.
   */
  schema?: () => Promise<Checker>;
  /** `-published_at` style; the API's default when absent. */
  defaultSort?: string;
  /** Under the search box: which columns it looks in. */
  searchHint?: string;
  /** The form's heading for a saved record. */
  title: (record: Values) => string;
  /** The public page showing a published record; null while it is a draft. */
  preview?: (record: Values) => string | null;
  /** What a new record starts with. */
  defaults?: () => Values;
  /**
   * Staff set the order (`POST /api/admin/<path>/order {ids}`, every id once): the list, unsearched,
   * unfiltered, in its default sort and all on one page, moves rows by drag or Up/Down.
   */
  orderable?: boolean;
  /** False where records come from visitors or learners: no New button and no new form. */
  canCreate?: boolean;
  /** False where a record must stay (a book order): its form has no Delete. */
  canDelete?: boolean;
  /** `GET /api/admin/<path>/export.csv` takes the list's search and filters: the list offers the download. */
  exportCsv?: boolean;
}

/** One record with no list: GET|PATCH /api/admin/<path>. */
export interface SingletonResource extends ResourceBase {
  kind: 'singleton';
  fields: Field[];
  schema?: () => Promise<Checker>;
  preview?: (record: Values) => string | null;
  /** Who reads and saves the form (its API's roles), when fewer than `roles` open the screen. */
  formRoles?: readonly StaffRole[];
  /** Parts of the screen the fields do not describe, above the form, each for its roles (settings: the payment details). */
  parts?: ScreenPart[];
}

/** A piece of a screen composed in by the app (a feature the kit does not know), shown to some roles. */
export interface ScreenPart {
  key: string;
  roles: readonly StaffRole[];
  element: ReactNode;
}

/** A screen of its own (the media library), listed in the navigation like the others. */
export interface PageResource extends ResourceBase {
  kind: 'page';
  element: ReactNode;
}

export type Resource = CollectionResource | SingletonResource | PageResource;
