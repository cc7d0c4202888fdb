/**
 * An audit entry's change as a person reads it: one line per field, nested rows (a course's
 * lessons) by their position, each with its value before and after and whether it changed.
 */

/** What one field holds: a plain value, or a list of them (tags, a reorder's ids). */
export type Leaf = string | number | boolean | null | (string | number | boolean | null)[];

export interface FieldChange {
  /** `lessons.1.title`: the key, with a row's index for nested rows; '' for a whole value. */
  path: string;
  before: Leaf;
  after: Leaf;
  changed: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * Every field of a value by its dotted path; lists of plain values stay whole, lists of rows open
 * up. A whole value of null (a create's before, a delete's after) has no field.
 */
function flatten(value: unknown, path: string, out: Map<string, Leaf>) {
  if (isRecord(value)) {
    for (const [key, v] of Object.entries(value)) flatten(v, path ? `${path}.${key}` : key, out);
  } else if (Array.isArray(value) && !value.every(isPlain)) {
    value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i), out));
  } else if (value !== undefined && !(path === '' && value === null)) {
    out.set(path, isPlain(value) || Array.isArray(value) ? (value as Leaf) : String(value));
  }
}

/** The fields of `before` and `after` in the record's own order (after's, then any only before had). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, Leaf>();
  const is = new Map<string, Leaf>();
  flatten(before, '', was);
  flatten(after, '', is);
  const paths = [...new Set([...is.keys(), ...was.keys()])];
  return paths.map((path) => {
    const b = was.get(path) ?? null;
    const a = is.get(path) ?? null;
    return { path, before: b, after: a, changed: JSON.stringify(b) !== JSON.stringify(a) };
  });
}

/** "Lessons 2 › Title" for `lessons.1.title`: words for keys, rows counted from 1. */
export function pathLabel(path: string): string {
  const words = path.split('.').map((part) => {
    if (/^\d+$/.test(part)) return String(Number(part) + 1);
    const spaced = part.replace(/_/g, ' ');
    return spaced.charAt(0).toUpperCase() + spaced.slice(1);
  });
  // A row's number reads after its list's name: "Lessons 2 › Title", not "Lessons › 2 › Title".
  return words.reduce((label, word) => (!label ? word : /^\d+$/.test(word) ? `${label} ${word}` : `${label} › ${word}`), '');
}

const HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;

/** Whether a text is markup (rich text from the editor), to be shown as its words. */
export const isHtml = (text: string) => HTML.test(text);

/**
 * The words of rich text, a paragraph a line. Parsed in an inert document (DOMParser runs no
 * script and loads nothing), and never put back into the page as HTML.
 */
export function htmlText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|tr|figure|figcaption)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
