/**
 * The layout of the donor's e-mails in Urdu: right to left, with a text part and an
 * HTML part (`lang="ur" dir="rtl"`). What must read left to right inside the Urdu (amounts,
 * references) is isolated, and so is what may be in either script (a name, a staff note, a book's
 * title): Unicode isolates in the text part and the subject, <bdi> in the HTML.
 */

/** One run of a line: Urdu as written, left-to-right text, or text whose direction is its own. */
export type Piece = string | { ltr: string } | { auto: string };
export type Line = Piece[];
/** Lines of one paragraph. */
export type Paragraph = Line[];

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** An amount or a reference inside a subject or a text part. */
export const isolateLtr = (text: string) => `${LRI}${text}${PDI}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const textOf = (line: Line) => line.map((p) => (typeof p === 'string' ? p : 'ltr' in p ? isolateLtr(p.ltr) : `${FSI}${p.auto}${PDI}`)).join('');

const htmlOf = (line: Line) =>
  line
    .map((p) => (typeof p === 'string' ? escapeHtml(p) : 'ltr' in p ? `<bdi dir="ltr">${escapeHtml(p.ltr)}</bdi>` : `<bdi>${escapeHtml(p.auto)}</bdi>`))
    .join('')
    .replace(/\n/g, '<br>');

/** The text and HTML parts of a mail of these paragraphs. */
export function urduMail(paragraphs: Paragraph[]) {
  const text = paragraphs.map((lines) => lines.map(textOf).join('\n')).join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="ur" dir="rtl">',
    '<head><meta charset="utf-8"></head>',
    '<body dir="rtl" style="direction: rtl; text-align: right; font-family: \'Noto Nastaliq Urdu\', \'Jameel Noori Nastaleeq\', Tahoma, sans-serif; font-size: 16px; line-height: 2;">',
    ...paragraphs.map((lines) => `<p>${lines.map(htmlOf).join('<br>')}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
  return { text, html };
}
