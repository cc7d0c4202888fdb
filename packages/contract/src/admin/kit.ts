import { z } from 'zod';
import { decimalInt, MAX_INT4 } from '../common.ts';
import { documented } from '../documented.ts';
import { fieldMessages as f, kitMessages as k } from './messages.ts';

export * from './messages.ts';

/**
 * The shapes every back office resource shares (decision 15): the list's query and envelope, the
 * record envelope, the order body, and the field builders whose messages a form shows under each
 * field. A resource's own file composes these.
 */

export const PAGE_MAX = 100_000;
export const PER_PAGE_MAX = 100;
export const PER_PAGE_DEFAULT = 25;
/** The most rupees a price or target may be: what fits an int4 of paisa. */
export const RUPEES_MAX = Math.floor(MAX_INT4 / 100);

/** "title" or "-title": a sortable field, descending with a leading minus. */
export type SortValue<S extends string> = S | `-${S}`;

/** A number in a query string: decimal digits only, so "1e3", " 7" or "0x10" never pass as numbers. */
const queryInt = (message: string, min: number, max: number) => decimalInt(min, max, message);

/** `published=true`: a yes/no filter. */
export const yesNoFilter = z
  .enum(['true', 'false'], { error: k.yesNo })
  .transform((v) => v === 'true')
  .optional();

/** `category_id=3`: the id of another resource's record. */
export const idFilter = queryInt(k.filterId, 1, MAX_INT4).optional();

/** `kind=image`: one of a few words. */
export const choiceFilter = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: k.filterChoice(options) }).optional();

/**
 * A resource's list query: `q` searches its text columns, `page`/`per_page` page it, `sort` names
 * one of its sortable fields, and each declared filter is a named parameter. A parameter the
 * resource does not declare is refused (422) rather than silently ignored.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape = Record<never, never>>(opts: {
  sort: S;
  defaultSort: SortValue<S[number]>;
  filters?: F;
}) {
  type Sort = SortValue<S[number]>;
  const sortValues = opts.sort.flatMap((field) => [field, `-${field}`]) as [Sort, ...Sort[]];
  const sort = z.enum(sortValues, { error: k.sort(opts.sort) }) as z.ZodType<Sort, Sort>;
  const filters = (opts.filters ?? {}) as F;
  const known = new Set(['q', 'page', 'per_page', 'sort', ...Object.keys(filters)]);
  return z
    .looseObject({
      q: z.string({ error: k.search }).trim().max(200, k.search).default(''),
      page: queryInt(k.page, 1, PAGE_MAX).default(1),
      per_page: queryInt(k.perPage, 1, PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
      sort: sort.default(opts.defaultSort as never),
      ...filters,
    })
    .superRefine((query, ctx) => {
      for (const key of Object.keys(query)) {
        if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: k.unknownFilter(Object.keys(filters)) });
      }
    });
}

/** What every list answers: one page of rows, the total matching, and the page asked for. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

/**
 * A resource's write bodies from its fields: POST takes them with `create`'s changes (defaults,
 * optional ones), PATCH any subset of them.
 */
export const writeSchemas = <F extends z.ZodRawShape, C extends z.ZodRawShape>(fields: F, create: C) => ({
  create: z.object({ ...fields, ...create } as Omit<F, keyof C> & C),
  patch: z.object(fields).partial(),
});

/** What get, create and update answer. */
export const recordEnvelope = <T extends z.ZodType>(record: T) => z.object({ data: record });

/** `POST /api/admin/<r>/order`: every id of the resource once, in the new order. */
export const OrderBodySchema = z.object({
  ids: z
    .array(z.number({ error: k.order }).int(k.order).min(1, k.order).max(MAX_INT4, k.order), { error: k.order })
    .min(1, k.order)
    .max(2000, k.order)
    .refine((ids) => new Set(ids).size === ids.length, k.order),
});
export type OrderBody = z.infer<typeof OrderBodySchema>;

// Field builders. Each takes the label a person reads, so its messages name the field.

/** Required single-line text, trimmed; blank reads "required". */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: f.required(label) })
    .trim()
    .min(1, { error: f.required(label), abort: true })
    .max(max, { error: f.tooLong(label, max), abort: true })
    .meta(documented.someText);

/** Optional text: blank is allowed and stored as "". */
export const optionalText = (label: string, max = 500) => z.string({ error: f.text(label) }).trim().max(max, f.tooLong(label, max));

/**
 * Text without its tags, to tell an empty editor ("<p></p>") from a written one. HAS_CONTENT says
 * it in the document, a little more strictly: a visible character outside every tag and entity.
 */
const HAS_CONTENT = '^(?:[^<&]|<[^>]*>|&[#A-Za-z0-9]+;)*?[^\\s<>&;]';
const hasContent = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0;

/** Rich text from the editor: HTML, sanitized by the API when saved (decision 4). */
export const richText = (label: string, { required = false, max = 200_000 } = {}) => {
  const base = z.string({ error: f.required(label) }).max(max, f.tooLong(label, max));
  return required ? base.refine(hasContent, f.required(label)).meta({ allOf: [{ pattern: HAS_CONTENT }] }) : base;
};

/**
 * The Urdu of a record's translatable fields (decision 24), stored beside the English
 * as `translations` `{ "ur": { "<field>": "<Urdu text>" } }`. `fields` are the Urdu fields' own
 * builders (all optional: `optionalText`, `richText` without `required`), keyed by the English
 * field they translate; `translatableFields` (./translations.ts) lists the keys per resource.
 *
 * A blank text (or an empty editor, "<p></p>") means "no Urdu": it is dropped, and so is an empty
 * `ur`, so a record without Urdu reads `{}`. Keys other than `ur` and the listed fields are
 * dropped. PATCH replaces the whole `ur` object. Rich text is sanitized by the API like the English.
 */
export const translations = <F extends Record<string, z.ZodType<string, string>>>(fields: F) => {
  type Texts = { [K in keyof F]?: string };
  const ur = z
    .object(fields, { error: k.translations })
    .partial()
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string' && !isBlankText(v))) as Texts);
  return z
    .object({ ur: ur.nullish() }, { error: k.translations })
    .transform((t): { ur?: Texts } => (t.ur && Object.keys(t.ur).length ? { ur: t.ur } : {}));
};

/**
 * `translations` as a record holds it (GET answers, the audit log): the same keys as `translations`
 * with plain strings, and no transform, so it documents and serializes as it is.
 */
export const translationsRecord = <F extends Record<string, z.ZodType<string, string>>>(fields: F) =>
  z.object({
    ur: z.object(Object.fromEntries(Object.keys(fields).map((key) => [key, z.string().optional()])) as { [K in keyof F]: z.ZodOptional<z.ZodString> }).optional(),
  });

/** What a translation field holding no text looks like: blank, or an editor's empty paragraphs. */
export const isBlankText = (v: string) => /^\s*(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>\s*)*$/i.test(v);

export const onOff = (label: string) => z.boolean({ error: f.onOff(label) });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A day that exists: JavaScript reads 2026-02-30 as 2 March (and Date.UTC year 42 as 1942). */
function realDay(v: string) {
  const [y = 0, m = 0, d = 0] = v.slice(0, 10).split('-').map(Number);
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** "2026-11-07" or a full ISO date-time; answered as an ISO date-time. */
export const dateTime = (label: string) =>
  z
    .string({ error: f.date(label) })
    .trim()
    .refine((v) => ISO_DATE.test(v) && realDay(v) && !Number.isNaN(Date.parse(v)), f.date(label))
    .transform((v) => new Date(v).toISOString())
    .meta({ pattern: ISO_DATE.source, anyOf: [documented.day, { format: 'date-time' }] });

/** A day for a date column (a lecture's release, an event's date): YYYY-MM-DD as a date input sends it. */
export const day = (label: string) =>
  z
    .string({ error: f.date(label) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, f.date(label))
    .pipe(dateTime(label))
    .transform((iso) => iso.slice(0, 10))
    .meta(documented.day);

/** A number, or a string of one as a form may send it. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** Rupees with at most 2 decimals; the API stores paisa. */
export const money = (label: string, max = RUPEES_MAX) =>
  z.preprocess(
    numeric,
    z
      .number({ error: f.money(label) })
      .min(0, { error: f.moneyRange(label, max), abort: true })
      .max(max, { error: f.moneyRange(label, max), abort: true })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, f.money(label))
      .meta(documented.rupees),
  );

export const wholeNumber = (label: string, max = 100_000) =>
  z.preprocess(
    numeric,
    z
      .number({ error: f.wholeNumber(label, max) })
      .int({ error: f.wholeNumber(label, max), abort: true })
      .min(0, { error: f.wholeNumber(label, max), abort: true })
      .max(max, f.wholeNumber(label, max)),
  );

/** The id of a record of another resource, picked from a select. */
export const reference = (label: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: f.choose(label) })
      .int({ error: f.choose(label), abort: true })
      .min(1, { error: f.choose(label), abort: true })
      .max(MAX_INT4, f.choose(label)),
  );

/** A site path under /uploads/ (what the media library hands out); never a script or another site. */
export const MEDIA_URL = /^\/uploads\/(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9][A-Za-z0-9._~\-/]*$/;

export const mediaUrl = (label: string) =>
  z
    .string({ error: f.required(label) })
    .trim()
    .min(1, { error: f.required(label), abort: true })
    .max(500, { error: f.mediaFile(label), abort: true })
    .regex(MEDIA_URL, f.mediaFile(label));

/** A link to another site (social pages), or blank for none. */
export const webAddress = (label: string) =>
  z
    .string({ error: f.webAddress(label) })
    .trim()
    .max(500, f.tooLong(label, 500))
    .refine((v) => v === '' || (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v)), f.webAddress(label))
    .meta({ anyOf: [{ const: '' }, documented.webAddress] });

export const emailAddress = (label: string) =>
  z
    .string({ error: f.required(label) })
    .trim()
    .min(1, { error: f.required(label), abort: true })
    .max(254, { error: f.tooLong(label, 254), abort: true })
    .pipe(z.email(f.email(label)))
    .meta(documented.email);

export const timestamp = z.string().describe('ISO 8601 date-time');
